import { Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './game-report.module.css';

/** One section of the report: a heading kept with what follows it, on screen and on paper. */
export function ReportSection({
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
      aria-labelledby={`report-${id}`}
      data-testid={`report-${id}`}
    >
      <Title order={3} id={`report-${id}`} className={classes.sectionTitle}>
        {title}
      </Title>
      {children}
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
