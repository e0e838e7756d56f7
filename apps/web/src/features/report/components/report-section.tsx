import { Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './game-report.module.css';

/**
 * One section of the report: a heading kept with what follows it, on screen and on paper. With
 * `empty`, the section has nothing to list and says so instead.
 */
export function ReportSection({
  id,
  title,
  empty = null,
  children,
}: {
  id: string;
  title: string;
  empty?: { testId: string; text: string } | null;
  children: ReactNode;
}) {
  return (
    <section
      className={classes.section}
      aria-labelledby={`report-${id}`}
      data-testid={`report-${id}`}
    >
      <Title order={3} id={`report-${id}`} className={classes.sectionTitle}>
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed" data-testid={empty.testId}>
          {empty.text}
        </Text>
      ) : (
        children
      )}
    </section>
  );
}

/** A country's flag and name, as every table of the report names a country. */
export function CountryName({ name, flag }: { name: string; flag: string }) {
  return (
    <span className={classes.country}>
      {flag && <img className={classes.flag} src={flag} alt="" />}
      <span>{name}</span>
    </span>
  );
}

/** The headings of a table's round columns, one a round, set as the figures under them. */
export function RoundHeadings({ rounds }: { rounds: string[] }) {
  return rounds.map((round) => (
    <Table.Th key={round} className={classes.number}>
      {round}
    </Table.Th>
  ));
}

/**
 * A table of the report in its box, which scrolls sideways when the table is wider than the
 * screen: `head` is its heading cells, `children` its rows.
 */
export function ReportTable({
  head,
  striped = false,
  columnBorders = false,
  children,
}: {
  head: ReactNode;
  striped?: boolean;
  columnBorders?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={classes.tableBox}>
      <Table
        withTableBorder
        withColumnBorders={columnBorders}
        striped={striped}
        className={classes.table}
      >
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </div>
  );
}
