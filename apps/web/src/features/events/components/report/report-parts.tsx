import { Table, Title } from '@mantine/core';
import type { EventReportWorld, Nominee } from '@orbis/contracts';
import type { ReactNode } from 'react';
import classes from './event-report.module.css';

/** One section of the event's report: a heading kept with what follows it. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      className={classes.section}
      aria-labelledby={`event-report-${id}`}
      data-testid={`event-report-${id}`}
    >
      <Title order={3} id={`event-report-${id}`} className={classes.sectionTitle}>
        {title}
      </Title>
      {children}
    </section>
  );
}

/**
 * A table with a column per world (headed by its title) and a row per fact: `rows` gives each
 * row's heading and its cell in each world.
 */
export function WorldsTable({
  worlds,
  corner,
  rows,
  label,
}: {
  worlds: EventReportWorld[];
  corner: string;
  label: string;
  rows: { key: string; head: ReactNode; cell: (world: EventReportWorld) => ReactNode }[];
}) {
  return (
    <div className={classes.tableBox}>
      <Table withTableBorder withColumnBorders striped className={classes.table} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.fact}>{corner}</Table.Th>
            {worlds.map((w) => (
              <Table.Th key={w.gameId} scope="col">
                {w.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} data-testid={`event-report-row-${row.key}`}>
              <Table.Th scope="row" className={classes.fact}>
                {row.head}
              </Table.Th>
              {worlds.map((w) => (
                <Table.Td key={w.gameId}>{row.cell(w)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** A nominee's flag and country name. */
export function CountryName({ nominee }: { nominee: Pick<Nominee, 'name' | 'flag'> }) {
  return (
    <span className={classes.country}>
      {nominee.flag && <img className={classes.flag} src={nominee.flag} alt="" />}
      <span>{nominee.name}</span>
    </span>
  );
}

/** Nominees one under the other, or `none` when there are none. */
export function NomineeNames({ nominees, none }: { nominees: Nominee[]; none: string }) {
  if (nominees.length === 0) return none;
  return (
    <ul className={classes.names}>
      {nominees.map((n) => (
        <li key={n.country}>
          <CountryName nominee={n} />
        </li>
      ))}
    </ul>
  );
}
