import { Badge, Table, Text, Title } from '@mantine/core';
import type { GameReport, ShownOrder } from '@orbis/contracts';
import { useTranslation } from 'react-i18next';
import { orderSets } from '../utils/report-tables';
import classes from './game-report.module.css';
import { CountryName, ReportSection } from './report-section';

/** An order as the control screen writes it: its kind, and what it was for. */
function OrderText({ order }: { order: ShownOrder }) {
  const { t } = useTranslation();
  const kind = t(`games.order.${order.type}`);
  return <>{order.value ? `${kind}: ${order.value}` : kind}</>;
}

/** Each team's order sets, round by round: what every country chose to do. */
export function OrderSetsSection({ report }: { report: GameReport }) {
  const { t } = useTranslation();
  return (
    <ReportSection id="orders" title={t('report.orders')}>
      <div className={classes.teams}>
        {orderSets(report).map(({ country, rounds }) => (
          <article key={country.id} className={classes.team} data-testid="order-sets">
            <Title order={4}>
              <CountryName name={country.name} flag={country.flag} />
            </Title>
            <Table withTableBorder className={classes.table}>
              <Table.Tbody>
                {rounds.map(({ round, orders, by }) => (
                  <Table.Tr key={round}>
                    <Table.Th className={classes.roundCell}>
                      {t('games.round_n', { round })}
                    </Table.Th>
                    <Table.Td>
                      {by === 'host' && (
                        <Badge
                          size="sm"
                          variant="light"
                          color="violet"
                          data-testid="orders-by-host"
                        >
                          {t('report.orders_by_host')}
                        </Badge>
                      )}
                      {orders.length === 0 ? (
                        <Text span size="sm" c="dimmed">
                          {t('report.no_orders')}
                        </Text>
                      ) : (
                        <ul className={classes.orders}>
                          {orders.map((order, i) => (
                            <li key={i}>
                              <OrderText order={order} />
                            </li>
                          ))}
                        </ul>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </article>
        ))}
      </div>
    </ReportSection>
  );
}
