import { Table, Text } from '@mantine/core';
import type { GameReport } from '@orbis/contracts';
import { useTranslation } from 'react-i18next';
import classes from './game-report.module.css';
import { CountryName, ReportSection, ReportTable } from './report-section';

/** Who bombed whom: every bomb in the order it fell, its attacker, target and result. */
export function AttacksSection({ report }: { report: GameReport }) {
  const { t } = useTranslation();
  return (
    <ReportSection
      id="attacks"
      title={t('report.attacks')}
      empty={
        report.attacks.length === 0 ? { testId: 'no-attacks', text: t('report.no_attacks') } : null
      }
    >
      <ReportTable
        striped
        head={
          <>
            <Table.Th>{t('games.round')}</Table.Th>
            <Table.Th>{t('report.attacker')}</Table.Th>
            <Table.Th>{t('report.target')}</Table.Th>
            <Table.Th>{t('report.result')}</Table.Th>
          </>
        }
      >
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
      </ReportTable>
    </ReportSection>
  );
}
