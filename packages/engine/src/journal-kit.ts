// A game stored in memory the way the server stores one (for the engine's own tests): each
// command goes through `decide`, and its record is kept as the server's tables keep it (the
// journal's actions and rounds by `seq`, each team's set for the running round), so that the
// journal can be replayed. Not exported by index.
import { decide, type Command, type CommandKind, type CommandValues } from './decide.js';
import type { Hint } from './hints.js';
import type { ReplayStep } from './journal.js';
import type { GameState, Order } from './types.js';
import type { JournalEntry, StoredRound } from './undo.js';

export class MemoryGame {
  state: GameState;
  /** The journal, in `seq` order, as the replay reads it. */
  steps: ReplayStep[] = [];
  /** The sets stored for each round, by round and country id: an undone round keeps its own. */
  sets = new Map<
    number,
    Map<number, { orders: Order[]; cost: number; submitKey: string | null }>
  >();
  /** When each resolved round ended, by round. */
  private ended = new Map<number, number>();
  /** The game's version: one per stored write. */
  version = 0;

  constructor(readonly initial: GameState) {
    this.state = initial;
  }

  /** The last resolved round as the server loads it for an undo. */
  lastRound(): StoredRound | null {
    const last = this.steps.filter((s) => s.type === 'round').at(-1);
    if (!last) return null;
    return {
      round: last.round,
      stateBefore: last.stateBefore,
      endedAt: this.ended.get(last.round) ?? 0,
    };
  }

  /** The journaled actions since the last round's end, as the server loads them for an undo. */
  sinceLastRound(): JournalEntry[] {
    const last = this.steps.filter((s) => s.type === 'round').at(-1);
    const from = last?.seq ?? 0;
    return this.steps.flatMap((s) =>
      s.type === 'action' && s.seq > from ? [{ seq: s.seq, kind: s.kind, args: s.args }] : [],
    );
  }

  /** The sets stored for the running round, as the round's end reads them. */
  storedOrders(): Record<string, Order[]> {
    const out: Record<string, Order[]> = {};
    for (const [country, set] of this.sets.get(this.state.round) ?? [])
      out[String(country)] = set.orders;
    return out;
  }

  /**
   * Decides `command` at `now` and stores what it decided; throws on a refusal (a broken test
   * game).
   */
  run<K extends CommandKind>(
    command: Command<K>,
    now: number,
  ): { value: CommandValues[K]; events: Hint[] } {
    const decision = decide(this.state, command, now);
    if (!decision.ok) throw new Error(`${command.kind} refused: ${JSON.stringify(decision)}`);
    const { record } = decision;
    if (!record) return decision;
    const seq = ++this.version;
    switch (record.kind) {
      case 'action':
        this.steps.push({ type: 'action', seq, ...record.action });
        break;
      case 'round':
        this.steps.push({
          type: 'round',
          seq,
          round: this.state.round,
          stateBefore: record.stateBefore,
          orders: record.orders,
        });
        this.ended.set(this.state.round, record.endedAt);
        break;
      case 'orders':
        {
          const round = this.sets.get(this.state.round) ?? new Map();
          round.set(record.countryId, { ...record.set, submitKey: record.submitKey });
          this.sets.set(this.state.round, round);
        }
        break;
      case 'undo': {
        const undone = new Set(record.undone);
        this.steps = this.steps.filter(
          (s) => !(s.type === 'round' && s.round === record.round) && !undone.has(s.seq),
        );
        if (record.carried) this.steps.push({ type: 'action', seq, ...record.carried });
        break;
      }
    }
    if (decision.state) this.state = decision.state;
    return decision;
  }
}
