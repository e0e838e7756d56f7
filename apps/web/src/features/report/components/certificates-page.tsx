import type { GameReport, NominationName } from '@orbis/contracts';
import { useTranslation } from 'react-i18next';
import { PaperPage } from '../../../components/paper-page';
import { QueriesState } from '../../../components/query-state';
import { formatDate } from '../../../lib/format';
import { useGameIdParam } from '../../../lib/game-id-param';
import { NOMINATION_REVEAL_ORDER, nomineeValue } from '../../../lib/nominee-value';
import { useSystemMessages, type SystemMessages } from '../../../lib/system-messages';
import { useGameEventTitle } from '../api/get-game-event';
import { useGameReport } from '../api/get-game-report';
import { placesOf } from '../utils/places';
import classes from './certificates.module.css';

// The winner first on a certificate, then the others in the reveal's order.
const ORDER: NominationName[] = [
  'winner',
  ...NOMINATION_REVEAL_ORDER.filter((n) => n !== 'winner'),
];

function Certificates({ report, texts }: { report: GameReport; texts: SystemMessages }) {
  const { t } = useTranslation();
  const { game, countries, nominations } = report;
  const event = useGameEventTitle(game.id);
  const last = report.rounds.at(-1);
  const places = placesOf(
    new Map(countries.map((c) => [c.id, last?.countries[String(c.id)]?.averageStandard ?? 0])),
  );
  const date = formatDate(game.created_at, game.language.code);
  return (
    <PaperPage
      title={t('certificates.title')}
      subtitle={game.title}
      back={{ gameId: game.id }}
      hint={{
        text: t(game.over ? 'certificates.hint' : 'certificates.not_over'),
        color: game.over ? 'blue' : 'yellow',
      }}
      classes={classes}
      testId="certificates"
      printTestId="certificates-print"
    >
      {game.over && (
        <div className={classes.sheets} lang={texts.code}>
          {countries.map((country) => {
            const won = ORDER.filter((name) =>
              (nominations?.[name] ?? []).some((n) => n.country === country.id),
            ).filter((name) => !(name === 'winner' && game.collapsed));
            const standard = last?.countries[String(country.id)]?.averageStandard;
            return (
              <section
                key={country.id}
                className={classes.certificate}
                data-testid="certificate"
                data-country={country.id}
              >
                <p className={classes.kicker}>{texts.t('certificate.title')}</p>
                <p className={classes.game}>{game.title}</p>
                {event && <p className={classes.event}>{event}</p>}
                <p className={classes.date}>{date}</p>
                <p className={classes.awarded}>{texts.t('certificate.awarded')}</p>
                <div className={classes.country}>
                  {country.flag && <img className={classes.flag} src={country.flag} alt="" />}
                  <h3 className={classes.countryName}>{country.name}</h3>
                </div>
                {game.collapsed ? (
                  <p className={classes.place}>{texts.t('certificate.collapsed')}</p>
                ) : (
                  <p className={classes.place} data-testid="certificate-place">
                    {texts.t('certificate.place', {
                      place: texts.count(places.get(country.id) ?? countries.length),
                      count: texts.count(countries.length),
                    })}
                  </p>
                )}
                {standard !== undefined && (
                  <p className={classes.standard}>
                    {texts.t('certificate.standard', { value: texts.percent(standard) })}
                  </p>
                )}
                {won.length > 0 && (
                  <ul className={classes.nominations} data-testid="certificate-nominations">
                    {won.map((name) => {
                      const nominee = nominations?.[name].find((n) => n.country === country.id);
                      return (
                        <li key={name}>
                          <b>{texts.t(`nomination.${name}`)}</b>
                          {nominee && ` · ${nomineeValue(texts, name, nominee.value)}`}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
    </PaperPage>
  );
}

/**
 * CertificatesPage: one A4 landscape certificate per team, in the game's language whatever the
 * back-office's: the game (and its event), the date, the country, its place and nominations. The
 * game's host, a co-host or an admin: the report it is drawn from is theirs.
 */
export function CertificatesPage() {
  const gameId = useGameIdParam() ?? 0;
  const report = useGameReport(gameId);
  const texts = useSystemMessages(gameId);
  return (
    <QueriesState<[GameReport, SystemMessages]> queries={[report, texts]}>
      {([data, messages]) => <Certificates report={data} texts={messages} />}
    </QueriesState>
  );
}
