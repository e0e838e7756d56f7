import { Table, Text } from '@mantine/core';
import type { GameReport } from '@orbis/contracts';
import { useTranslation } from 'react-i18next';
import classes from './game-report.module.css';
import { CountryName, ReportSection } from './report-section';

/** Who bombed whom: every bomb in the order it fell, its attacker, target and result. */
export function AttacksSection({ report }: { report: GameReport }) {
  const { t } = useTranslation();
  return (
    <ReportSection id="attacks" title={t('report.attacks')}>
      {report.attacks.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="no-attacks">
          {t('report.no_attacks')}
        </Text>
      ) : (
        <div className={classes.tableBox}>
          <Table withTableBorder striped className={classes.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('games.round')}</Table.Th>
                <Table.Th>{t('report.attacker')}</Table.Th>
                <Table.Th>{t('report.target')}</Table.Th>
                <Table.Th>{t('report.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.attacks.map((attack, i) => (
                <Table.Tr key={i} data-testid="report-attack" data-destroyed={attack.destroyed}>
                  <Table.Td className={classes.number}>{attack.round}</Table.Td>
                  <Table.Td>
                    <CountryName name={attack.from.name} flag={attack.from.flag} />
                  </Table.Td>
                  <Table.Td>
                    {attack.city.name}{' '}
                    <Text span size="sm" c="dimmed">
                      ({attack.city.countryName})
                    </Text>
                  </Table.Td>
                  <Table.Td className={attack.destroyed ? classes.destroyed : classes.stopped}>
                    {t(attack.destroyed ? 'report.destroyed' : 'report.stopped')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </ReportSection>
  );
}
