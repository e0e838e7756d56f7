import type { PlayerState } from '@orbis/contracts';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { LiveIndicator } from '../../../components/live-indicator';
import type { LiveState } from '../../../lib/realtime/socket';
import { useLeaveGame } from '../api/leave-game';
import { isOffline } from '../api/live-team';
import { useOrderSender } from '../api/orders/submit-orders';
import { useCountdown } from '../../../lib/clock/use-countdown';
import { CountryPanel } from './country/country-panel';
import { EndingSoon, HeaderClock } from './header-clock';
import { LogPanel } from './log/log-panel';
import { OrdersPanel } from './orders/orders-panel';
import { NegotiationsPanel } from './talks/negotiations-panel';
import { PromisesPanel } from './talks/promises-panel';
import { navigate, usePlayerAddress } from '../utils/address';
import { incomingRequests } from '../utils/talks/negotiation-rows';
import { promisesWaiting } from '../utils/talks/promise-rows';
import { useFitFont } from '../utils/use-fit-font';
import styles from './team-screen.module.css';
import { useTexts } from '../../../components/game-texts';
import { Button, Flag, Spinner } from '../../../components/game-ui';
import { WorldPanel } from './world/world-panel';

// The game-over screen loads only when the game is over: no phone carries it through the game.
const GameOverPanel = lazy(() => import('./game-over/game-over-panel'));

type Tab = 'orders' | 'final' | 'country' | 'world' | 'negotiations' | 'log';

// "How to play" is read once or twice a game: its own chunk, fetched when opened.
const RulesScreen = lazy(() => import('./rules/rules-screen'));

/**
 * The team's screen: who and where we are, our numbers, and one tab at a time. `live` is the
 * state of the connection that keeps it current. At game over the orders give way to the
 * results: the nominations as the host reveals them, and our own story. The team's set is sent
 * from here, above the tabs: a set held while the phone or the server cannot send it stays
 * held while the team looks at another tab.
 */
export function TeamScreen({ state, live }: { state: PlayerState; live: LiveState }) {
  const { t } = useTexts();
  const params = usePlayerAddress().search;
  const negotiation = state.game.mods.includes('negotiation');
  // Promises and negotiations asked of us that wait for our answer: counted on the talks tab, so
  // no one has to look.
  const waiting = promisesWaiting(state) + (negotiation ? incomingRequests(state) : 0);
  const tabs: { id: Tab; label: string; count?: number }[] = [
    state.game.over
      ? { id: 'final', label: t('player.tab_final') }
      : { id: 'orders', label: t('player.orders') },
    { id: 'country', label: t('player.country') },
    { id: 'world', label: t('player.tab_world') },
    // Promises are made in every game; negotiation requests only with the negotiation mod.
    { id: 'negotiations', label: t('player.tab_talks'), count: waiting },
    { id: 'log', label: t('player.log') },
  ];
  const asked = params.get('tab');
  const first: Tab = state.game.over ? 'final' : 'orders';
  const tab = tabs.find((x) => x.id === asked)?.id ?? first;
  // "How to play" covers the tab it was opened from, and goes back to it.
  const rules = params.has('rules');
  const showTab = (id: Tab) =>
    navigate(`?${new URLSearchParams(id === first ? {} : { tab: id })}`, { replace: true });
  const openRules = () =>
    navigate(`?${new URLSearchParams(tab === first ? { rules: '' } : { tab, rules: '' })}`);
  const clock = useCountdown(state.game.clock);
  const offline = isOffline(live);
  const sender = useOrderSender(state.game.id, state.me.id, offline);

  return (
    <>
      <header className={styles.header}>
        {/* Our country first, whole: on a phone the clock takes a line of its own below it. */}
        <div className={styles.headerRow}>
          <div className={styles.who}>
            <Flag src={state.me.flag} name="" />
            <div className={styles.names}>
              <CountryName name={state.me.name} />
              <p className={styles.game}>{state.game.title}</p>
            </div>
          </div>
          <HeaderClock state={state} reading={clock} />
          <div className={styles.leave}>
            <LeaveButton gameId={state.game.id} />
          </div>
        </div>
        <EndingSoon reading={clock} />
        <nav className={styles.tabs} role="tablist">
          {tabs.map((x) => (
            <button
              key={x.id}
              type="button"
              role="tab"
              aria-selected={!rules && x.id === tab}
              className={styles.tab}
              onClick={() => showTab(x.id)}
              data-testid={`tab-${x.id}`}
            >
              {x.label}
              {x.count ? (
                <>
                  <span className={styles.count} aria-hidden="true" data-testid="tab-count">
                    {x.count}
                  </span>
                  <span className={styles.hidden}>
                    {t('player.talks_waiting_v2', { value: x.count })}
                  </span>
                </>
              ) : null}
            </button>
          ))}
        </nav>
      </header>
      {rules ? (
        <main className={styles.main}>
          <Suspense fallback={<Spinner label={t('rules.title')} />}>
            <RulesScreen state={state} onBack={() => showTab(tab)} />
          </Suspense>
        </main>
      ) : (
        <main className={styles.main} role="tabpanel">
          <RoundStatus
            state={state}
            live={live}
            timeUp={clock?.phase === 'closed' && clock.lock}
            onRules={openRules}
          />
          <TeamStats state={state} />
          {tab === 'orders' && (
            <OrdersPanel state={state} clock={clock} offline={offline} sender={sender} />
          )}
          {tab === 'final' && (
            <Suspense fallback={<Spinner label="…" />}>
              <GameOverPanel state={state} />
            </Suspense>
          )}
          {tab === 'country' && <CountryPanel state={state} />}
          {tab === 'world' && <WorldPanel state={state} />}
          {tab === 'negotiations' && (
            <>
              {negotiation && <NegotiationsPanel state={state} />}
              <PromisesPanel state={state} />
            </>
          )}
          {tab === 'log' && <LogPanel log={state.log} />}
        </main>
      )}
    </>
  );
}

/** Our country's name, whole: smaller type rather than a word cut in two. */
function CountryName({ name }: { name: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useFitFont(ref, 22, 16, name);
  return (
    <h1 ref={ref} className={styles.country} data-testid="team-name">
      {name}
    </h1>
  );
}

function LeaveButton({ gameId }: { gameId: number }) {
  const { t } = useTexts();
  const leave = useLeaveGame(gameId);
  const onLeave = () => {
    if (!window.confirm(t('player.leave_confirm'))) return;
    leave.mutate(undefined, {
      onSuccess: () => navigate(`/game/${gameId}`, { replace: true }),
    });
  };
  return (
    <Button variant="ghost" onClick={onLeave} disabled={leave.isPending}>
      {t('player.leave')}
    </Button>
  );
}

function RoundStatus({
  state,
  live,
  timeUp,
  onRules,
}: {
  state: PlayerState;
  live: LiveState;
  /** The clock's lock has closed the orders: the round waits for the host, not for orders. */
  timeUp: boolean;
  onRules: () => void;
}) {
  const { t } = useTexts();
  const { game } = state;
  const phase = game.over ? 'over' : game.stopped ? 'stopped' : 'running';
  const text = game.over
    ? game.collapsed
      ? t('final.no_winner')
      : null
    : game.stopped
      ? t('player.round_stopped')
      : timeUp
        ? t('player.round_closing')
        : t('player.round_running');
  return (
    <div className={`${styles.status} ${styles[phase]}`} data-testid="round-status">
      {/* The round is said once, in the sticky header beside its clock (HeaderClock); that
          header steps aside at the game's end, and the end is said here instead. */}
      {game.over && <span className={styles.round}>{t('player.game_over')}</span>}
      {text && (
        <span className={styles.phase}>
          <span className={styles.dot} aria-hidden="true" />
          {text}
        </span>
      )}
      <LiveIndicator
        state={live}
        labels={{
          live: t('player.connected'),
          connecting: t('player.connecting'),
          reconnecting: t('player.reconnecting'),
          denied: t('player.no_updates'),
        }}
      />
      <Button small variant="secondary" className={styles.rulesLink} onClick={onRules}>
        {t('rules.title')}
      </Button>
    </div>
  );
}

function Stat({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className={styles.stat} data-testid={testId}>
      <div className={styles.statLabel}>{label}</div>
      <div className={styles.statValue}>{value}</div>
    </div>
  );
}

function TeamStats({ state }: { state: PlayerState }) {
  const { t, money, percent } = useTexts();
  const { me, game } = state;
  return (
    <div className={styles.stats}>
      <Stat testId="budget" label={t('player.budget')} value={money(me.budget)} />
      <Stat testId="income" label={t('player.income')} value={money(me.income)} />
      <Stat testId="ecology" label={t('player.ecology')} value={percent(game.ecology)} />
      <Stat
        testId="average-standard"
        label={t('player.average_standard')}
        value={percent(me.averageStandard)}
      />
      <Stat
        testId="technology"
        label={t('player.technology')}
        value={me.has_technology ? t('player.yes') : t('player.no')}
      />
      <Stat testId="bombs" label={t('player.bombs')} value={me.bombs} />
    </div>
  );
}
