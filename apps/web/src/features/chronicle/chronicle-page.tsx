// The chronicle to take home (`/chronicle/{token}`), in its own chunk of the player app: a
// finished game's public, read-only page, phone first, in the game's language. Its chart is a
// further chunk, fetched only once the data is here.
import type { Chronicle, ChronicleCountry, NominationName } from '@orbis/contracts';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { TextsProvider, useTexts } from '../../components/game-texts';
import { Card, Flag, Notice, Spinner } from '../../components/game-ui';
import { formatDate } from '../../lib/format';
import { NOMINATION_REVEAL_ORDER, nomineeValue } from '../../lib/nominee-value';
import styles from './chronicle.module.css';
import { isGone, useChronicle, useChronicleMessages } from './use-chronicle';

const StandingsChart = lazy(() => import('./chronicle-chart'));

// A chronicle taken down, expired or never published has no game, so no game language: the page
// says so in the visitor's own language, of the two the game ships with.
const GONE = {
  ru: {
    title: 'Эта хроника больше недоступна',
    hint: 'Ведущий снял её с публикации, или срок её хранения истёк.',
    failed: 'Не удалось загрузить хронику. Проверьте связь и обновите страницу.',
  },
  en: {
    title: 'This chronicle is no longer available',
    hint: 'The host has taken it down, or its time has run out.',
    failed: 'The chronicle could not be loaded. Check the connection and reload the page.',
  },
};

function visitorLanguage(): 'ru' | 'en' {
  const first = (navigator.languages[0] ?? navigator.language).toLowerCase();
  return first.startsWith('ru') ? 'ru' : 'en';
}

/** The page: `token` names the chronicle. */
export default function ChroniclePage({ token }: { token: string }) {
  const data = useChronicle(token);
  const messages = useChronicleMessages(token);
  const language = data.data?.game.language;

  useEffect(() => {
    if (!data.data) return;
    document.title = data.data.game.title;
    document.documentElement.lang = data.data.game.language;
  }, [data.data]);

  const error = data.error ?? messages.error;
  if (error) {
    const words = GONE[visitorLanguage()];
    const gone = isGone(error);
    return (
      <main className={styles.gone} data-testid={gone ? 'chronicle-gone' : 'chronicle-failed'}>
        <h1>{gone ? words.title : words.failed}</h1>
        {gone && <p>{words.hint}</p>}
      </main>
    );
  }
  if (!data.data || !messages.data || !language) return <Spinner label="…" />;
  return (
    <TextsProvider messages={messages.data} language={language}>
      <ChronicleView chronicle={data.data} />
    </TextsProvider>
  );
}

/** A country's flag and name, wrapping rather than widening the page. */
function Country({ country }: { country: ChronicleCountry | undefined }) {
  if (!country) return null;
  return (
    <span className={styles.country}>
      {country.flag && <Flag src={country.flag} name="" />}
      <span className={styles.name}>{country.name}</span>
    </span>
  );
}

function Section({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card title={title} testId={testId}>
      {children}
    </Card>
  );
}

function ChronicleView({ chronicle }: { chronicle: Chronicle }) {
  const texts = useTexts();
  const { t } = texts;
  const { game } = chronicle;
  const byId = useMemo(
    () => new Map(chronicle.countries.map((c) => [c.id, c])),
    [chronicle.countries],
  );
  const names = (ids: number[]) =>
    ids
      .map((id) => byId.get(id)?.name)
      .filter(Boolean)
      .join(', ');
  const last = chronicle.rounds.at(-1);
  const finalStandings = last?.standings ?? chronicle.start.standings;

  return (
    <main className={styles.page} data-testid="chronicle">
      <header className={styles.header}>
        <p className={styles.kicker}>{t('chronicle.title')}</p>
        <h1 className={styles.title}>{game.title}</h1>
        {game.event && <p className={styles.event}>{game.event}</p>}
        <p className={styles.date}>{formatDate(game.date, game.language)}</p>
      </header>

      <Section title={t('final.nominations')} testId="chronicle-nominations">
        {game.collapsed && <Notice tone="warn">{t('final.no_winner')}</Notice>}
        <ol className={styles.list}>
          {[...NOMINATION_REVEAL_ORDER].reverse().map((name: NominationName) => {
            const nominees = chronicle.nominations[name];
            return (
              <li key={name} className={styles.item} data-testid={`chronicle-nomination-${name}`}>
                <h3 className={styles.itemTitle}>{t(`nomination.${name}`)}</h3>
                {nominees.length === 0 ? (
                  <p className={styles.muted}>{t('final.nobody')}</p>
                ) : (
                  nominees.map((n) => (
                    <p key={n.country} className={styles.line}>
                      <Country country={byId.get(n.country)} />
                      {n.value !== null && (
                        <span className={styles.value}>{nomineeValue(texts, name, n.value)}</span>
                      )}
                    </p>
                  ))
                )}
              </li>
            );
          })}
        </ol>
      </Section>

      <Section title={t('chronicle.standings')} testId="chronicle-standings">
        <ol className={styles.list}>
          {finalStandings.map((s) => (
            <li key={s.country} className={styles.line} data-testid="chronicle-standing">
              <span className={styles.place}>{texts.count(s.place)}</span>
              <Country country={byId.get(s.country)} />
              <span className={styles.value}>{texts.percent(s.averageStandard)}</span>
            </li>
          ))}
        </ol>
        <Suspense fallback={<div className={styles.chartSpace} />}>
          <StandingsChart chronicle={chronicle} />
        </Suspense>
      </Section>

      <Section title={t('chronicle.news')} testId="chronicle-news">
        {chronicle.rounds.map((r) => (
          <section key={r.round} className={styles.round}>
            <h3 className={styles.itemTitle}>
              {t('final.attack_round', { round: texts.count(r.round) })}
              <span className={styles.ecology}>
                {t('chronicle.ecology')}: {texts.number(r.ecology)}
              </span>
            </h3>
            {r.news.length === 0 ? (
              <p className={styles.muted}>{t('chronicle.no_news')}</p>
            ) : (
              <ul className={styles.news}>
                {r.news.map((n, i) => (
                  <li key={i}>{n.type === 'world_event' ? `${n.title}: ${n.text}` : n.text}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </Section>

      <Section title={t('final.attacks_title')} testId="chronicle-attacks">
        {chronicle.attacks.length === 0 ? (
          <p className={styles.muted}>{t('final.no_attacks')}</p>
        ) : (
          <ul className={styles.list}>
            {chronicle.attacks.map((a, i) => (
              <li key={i} className={styles.attack} data-testid="chronicle-attack">
                <span className={styles.muted}>
                  {t('final.attack_round', { round: texts.count(a.round) })}
                </span>
                <span>
                  <Country country={byId.get(a.from.country)} /> → <b>{a.city.name}</b> (
                  {a.city.countryName})
                </span>
                <span className={a.destroyed ? styles.destroyed : styles.muted}>
                  {t(a.destroyed ? 'final.attack_destroyed' : 'final.attack_stopped')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('final.promises_title')} testId="chronicle-promises">
        <ul className={styles.list}>
          {chronicle.countries.map((c) => {
            const tally = chronicle.promises.tally[String(c.id)] ?? { kept: 0, broken: 0 };
            return (
              <li key={c.id} className={styles.line}>
                <Country country={c} />
                <span className={styles.value}>
                  {t('final.promises_kept', { value: texts.count(tally.kept) })} ·{' '}
                  {t('final.promises_broken', { value: texts.count(tally.broken) })}
                </span>
              </li>
            );
          })}
        </ul>
        <h3 className={styles.itemTitle}>{t('chronicle.broken')}</h3>
        {chronicle.promises.broken.length === 0 ? (
          <p className={styles.muted}>{t('chronicle.no_broken')}</p>
        ) : (
          <ul className={styles.list}>
            {chronicle.promises.broken.map((p, i) => (
              <li key={i} className={styles.item} data-testid="chronicle-broken">
                <p className={styles.muted}>
                  {t('chronicle.broken_line', {
                    round: texts.count(p.round),
                    from: byId.get(p.from)?.name ?? '',
                    to: byId.get(p.to)?.name ?? '',
                  })}
                </p>
                <q className={styles.words}>{p.text}</q>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('chronicle.turning_points')} testId="chronicle-turning-points">
        {chronicle.turningPoints.length === 0 ? (
          <p className={styles.muted}>{t('chronicle.no_turning_points')}</p>
        ) : (
          <ol className={styles.list}>
            {chronicle.turningPoints.map((p, i) => (
              <li key={i} className={styles.item} data-testid="chronicle-turning-point">
                <p className={styles.muted}>
                  {t('final.attack_round', { round: texts.count(p.round) })}
                </p>
                <p className={styles.point}>{p.text}</p>
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section title={t('chronicle.without_bombs')} testId="chronicle-without-bombs">
        <p className={styles.muted}>{t('chronicle.without_bombs_hint')}</p>
        {chronicle.withoutBombs.winner.length > 0 && (
          <p className={styles.point}>
            {t('chronicle.without_bombs_winner', {
              countries: names(chronicle.withoutBombs.winner),
            })}
          </p>
        )}
        <ul className={styles.list}>
          {chronicle.countries.map((c) => {
            const real = last?.standings.find((s) => s.country === c.id)?.averageStandard;
            const without = chronicle.withoutBombs.rounds.at(-1)?.averageStandard[String(c.id)];
            return (
              <li key={c.id} className={styles.line} data-testid="chronicle-without-bombs-row">
                <Country country={c} />
                <span className={styles.value}>
                  {real !== undefined && `${t('chronicle.real')}: ${texts.percent(real)}`}
                  {without !== undefined && ` → ${texts.percent(without)}`}
                </span>
              </li>
            );
          })}
        </ul>
      </Section>
    </main>
  );
}
