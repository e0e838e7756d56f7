// The benchmark's sockets as the host's and players' apps keep them: subscribed to their
// channels, and, when their process dies, connected again (through the proxy, to a live one) and
// subscribed again. Also the host's `orders-accepted` events, matched to the submits that caused
// them.
import type { EVENT_CHANGED, GameEventName, GameEventPayload } from '@orbis/contracts';
import { connectSocket, subscribe, type ClientSocket } from '../src/test/sockets.js';

type Wake = () => void;

/** How long one event may take before it counts as lost. */
export const EVENT_TIMEOUT_MS = 10_000;

/** Resolves with `check()`'s first defined value, checked again on each wake; undefined on timeout. */
export function waitFor<T>(
  check: () => T | undefined,
  sources: ((wake: Wake) => () => void)[],
  timeoutMs: number,
): Promise<T | undefined> {
  const now = check();
  if (now !== undefined) return Promise.resolve(now);
  return new Promise((resolve) => {
    const offs: (() => void)[] = [];
    const finish = (value: T | undefined) => {
      clearTimeout(timer);
      for (const off of offs) off();
      resolve(value);
    };
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    for (const source of sources)
      offs.push(
        source(() => {
          const value = check();
          if (value !== undefined) finish(value);
        }),
      );
  });
}

/** Listeners woken by `wake()`; `on` is a source for `waitFor`. */
class Signal {
  private readonly listeners = new Set<Wake>();
  on = (wake: Wake) => {
    this.listeners.add(wake);
    return () => this.listeners.delete(wake);
  };
  wake(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

/** A socket with its channels, subscribed again after every reconnect. */
export class BenchSocket {
  /** How many times it lost its connection. */
  drops = 0;
  /** Subscribed to all its channels now. */
  live = false;
  /** When (performance.now) it was last subscribed again after a drop; null if it never dropped. */
  resubscribedAt: number | null = null;
  readonly dropped = new Signal();
  readonly resubscribed = new Signal();

  private constructor(
    readonly socket: ClientSocket,
    readonly channels: string[],
  ) {}

  /** Connects (with reconnection when `reconnect`) and subscribes to `channels`. */
  static async open(
    url: string,
    cookies: ReadonlyMap<string, string> | undefined,
    channels: string[],
    reconnect: boolean,
  ): Promise<BenchSocket> {
    const socket = await connectSocket(url, cookies, { reconnection: reconnect });
    const bench = new BenchSocket(socket, channels);
    await bench.subscribeAll();
    bench.live = true;
    socket.on('disconnect', () => {
      bench.live = false;
      bench.drops++;
      bench.dropped.wake();
    });
    // Registered after the first connection, so it runs on reconnects: subscribe again, as the
    // web app does (apps/web/src/lib/realtime/socket.ts).
    socket.on('connect', () => {
      bench.subscribeAll().then(
        () => {
          if (!socket.connected) return;
          bench.live = true;
          bench.resubscribedAt = performance.now();
          bench.resubscribed.wake();
        },
        // A refused or unanswered subscribe leaves it not live: the summary counts it.
        () => {},
      );
    });
    return bench;
  }

  private async subscribeAll(): Promise<void> {
    for (const channel of this.channels) {
      const answer = await subscribe(this.socket, channel);
      if (!answer.ok) throw new Error(`subscribe ${channel} answered ${answer.status}`);
    }
  }

  /** Resolves true once it is live, false after `timeoutMs`. */
  async untilLive(timeoutMs: number): Promise<boolean> {
    return (
      (await waitFor(() => this.live || undefined, [this.resubscribed.on], timeoutMs)) ?? false
    );
  }
}

/** One event as it arrived: the game's version after the change, and when (performance.now). */
export interface Arrival {
  seq: number;
  at: number;
}

/** Each arrival of event `name` for one game on one socket, in order. */
export class EventArrivals {
  readonly arrivals: Arrival[] = [];
  readonly arrived = new Signal();

  constructor(socket: ClientSocket, name: GameEventName | typeof EVENT_CHANGED, gameId: number) {
    socket.on(name, (payload: GameEventPayload) => {
      if (payload.gameId !== gameId) return;
      this.arrivals.push({ seq: payload.seq, at: performance.now() });
      this.arrived.wake();
    });
  }

  /**
   * The first arrival of a change newer than version `afterSeq` that came after `sent`: the event
   * of a call sent then. (A retried call's first send may have written too, and its event came
   * before the next call was sent: the time rules it out.)
   */
  find(sent: number, afterSeq: number): Arrival | undefined {
    return this.arrivals.find((a) => a.seq > afterSeq && a.at >= sent);
  }
}
