// Game events, emitted after a write to a game commits. The real-time layer forwards them to
// socket channels; they carry ids and counters only, never secrets.
import { GAME_EVENTS, type GameEventName } from '@orbis/contracts';

/** What every game event carries: the current round and the game's version after the change. */
export interface GameEventBase {
  gameId: number;
  round: number;
  seq: number;
}

/** The payload of each event. */
export interface GameEventMap {
  /** A team submitted (or replaced) its order set. */
  'orders-accepted': GameEventBase & { countryId: number };
  /** The negotiation between these two countries changed. */
  'negotiation-changed': GameEventBase & { countries: [number, number] };
  /** The host started a round (or undid the end of the last one, which runs again). */
  'round-started': GameEventBase;
  /** The host ended a round: `round` is the next one. */
  'round-ended': GameEventBase;
  /** A team's own view changed outside a round's start or end: a credit, a teammate's orders. */
  'team-changed': GameEventBase & { countryId: number };
  /** The host paused, resumed, moved on or extended the round clock. */
  'clock-changed': GameEventBase;
  /** The host revealed a step of the final screen (or took one back). */
  'final-revealed': GameEventBase;
  /** The host stepped the turning points on the projector (forwards or back). */
  'turning-points-step': GameEventBase;
  /**
   * Who is in the room changed: a player entered a team for the first time, or a player's device
   * connected to its team's channel or left it. Emitted by the join call and the real-time layer,
   * not by a game write: `seq` is the game's version as it stands.
   */
  'presence-changed': GameEventBase;
  /**
   * A team's draft changed: its other phones show it. Not an order set: the host is not told. Not
   * a game write either: `seq` is the draft's own version.
   */
  'draft-changed': GameEventBase & { countryId: number };
  /**
   * The owner named or removed a co-host: the control screens refetch (a removed co-host's finds
   * it may no longer see the game). Not a game write: `seq` is the game's version as it stands.
   */
  'cohosts-changed': GameEventBase;
  /** A world event applied (fired by the host, or scheduled for the round that started). */
  'world-event': GameEventBase;
  /** A promise between these two countries was proposed or answered (not a verdict). */
  'promise-changed': GameEventBase & { countries: [number, number] };
  /**
   * A team's access code (or every team's) was renewed: the control screens and the handouts
   * show the new ones. Not a game write: `seq` is the game's version as it stands.
   */
  'access-codes-changed': GameEventBase;
  /**
   * The host placed the countries on the projector's map or changed its background: the stats
   * screens refetch. Not a game write: `seq` is the game's version as it stands.
   */
  'map-changed': GameEventBase;
}

// Every real-time event name has a payload here, and nothing else does.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _sameNames: Exact<keyof GameEventMap, GameEventName> = true;
void _sameNames;

/** One event with its name. */
export type GameEvent = {
  [K in keyof GameEventMap]: { name: K; payload: GameEventMap[K] };
}[keyof GameEventMap];

/** An event as a write decides it, before its commit gives it the base. */
export type PendingEvent = {
  [K in keyof GameEventMap]: { name: K; payload: Omit<GameEventMap[K], keyof GameEventBase> };
}[keyof GameEventMap];

/** The event a committed write emits: the pending one with the game, round and version. */
export function committed(event: PendingEvent, base: GameEventBase): GameEvent {
  return { name: event.name, payload: { ...base, ...event.payload } } as GameEvent;
}

type Listener<K extends keyof GameEventMap> = (payload: GameEventMap[K]) => void;

/**
 * A typed, synchronous emitter of game events. A listener that throws is reported to `onError`
 * and does not stop the others: the write it reports has already committed.
 */
export class GameEvents {
  private readonly listeners = new Map<keyof GameEventMap, Set<Listener<never>>>();
  private handOver: (() => Promise<void>) | null = null;

  constructor(private readonly onError: (err: unknown) => void = () => {}) {}

  /** Calls `listener` on every `name` event; returns a function that stops it. */
  on<K extends keyof GameEventMap>(name: K, listener: Listener<K>): () => void {
    let set = this.listeners.get(name);
    if (!set) this.listeners.set(name, (set = new Set()));
    set.add(listener as Listener<never>);
    return () => set.delete(listener as Listener<never>);
  }

  /** Calls `listener` on every event, with its name. */
  onAny(listener: (event: GameEvent) => void): () => void {
    const offs = GAME_EVENTS.map((name) =>
      this.on(name, (payload) => listener({ name, payload } as GameEvent)),
    );
    return () => offs.forEach((off) => off());
  }

  /**
   * Sets how to wait until the events emitted so far have left this process for the others (the
   * real-time layer's Redis, with several processes).
   */
  handOverWith(wait: () => Promise<void>): void {
    this.handOver = wait;
  }

  /**
   * Resolves once the events emitted so far have left this process, or null when there is
   * nothing to wait for (one process). A write answers only then, so that a process that dies
   * right after answering does not take the events of a write it answered with it.
   */
  handedOver(): Promise<void> | null {
    return this.handOver ? this.handOver() : null;
  }

  /** Delivers an event to its listeners. */
  emit(event: GameEvent): void {
    for (const listener of this.listeners.get(event.name) ?? []) {
      try {
        (listener as Listener<typeof event.name>)(event.payload as never);
      } catch (err) {
        this.onError(err);
      }
    }
  }
}
