// The team's order set on its way to the server. A set is delivered or refused, never dropped:
// while the phone is offline it is held and goes once the connection is back; while the server
// cannot take it (no answer, a timeout, a 502, 503 or 504: a process restarting, the database or
// Redis away) it is held and tried again, at growing intervals, until the server answers. Every
// attempt of one set carries the set's key, so the server applies it once however many attempts
// reach it. Kept apart from React so the pace can be tested with a clock of its own.
import type { Order, OrdersAccepted } from '@orbis/contracts';
import { ApiError } from '../../../../lib/api-client';
import { backoffMs, isUnavailable, QUICK_WAITS_MS } from '../../../../lib/server-unavailable';

/** A set to send: the round it is for and its orders. */
export interface OrderSetToSend {
  round: number;
  orders: Order[];
}

/** A set on its way, with the key every attempt to send it carries. */
export interface SetSend extends OrderSetToSend {
  submitKey: string;
}

/**
 * Where the set stands: none waits (`idle`); it is on its way, or tried again within seconds
 * (`sending`); held while the phone is offline (`offline`); held while the server does not take
 * it, tried again until it does (`unavailable`).
 */
export type SendStatus = 'idle' | 'sending' | 'offline' | 'unavailable';

/** What a set that was refused after it was held waited for. */
export type WaitedFor = 'connection' | 'server';

export interface OrderSendQueueOptions {
  /** One attempt to send `set`. */
  send: (set: SetSend) => Promise<OrdersAccepted>;
  /** The status or the held set changed. */
  onChange: () => void;
  /** The server took `set`. */
  onSent: (set: SetSend, answer: OrdersAccepted) => void;
  /** The server refused `set`; `waited`: what it was held for first, if it was. */
  onRefused: (set: SetSend, error: ApiError, waited: WaitedFor | null) => void;
  /** Failures in a row after which the set is said to be held for the server, not sending. */
  quickTries?: number;
}

/**
 * One phone's sender of its order set: one set and one attempt at a time. A set sent while
 * another is held replaces it (it goes after any attempt on its way, so the last set sent is the
 * one the server keeps).
 */
export class OrderSendQueue {
  private current: SetSend | null = null;
  private inFlight = false;
  private offline = false;
  private failures = 0;
  private waited: WaitedFor | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** What the set waits for before its first attempt, while it does. */
  private gate: Promise<void> | null = null;
  private readonly quickTries: number;

  constructor(private readonly options: OrderSendQueueOptions) {
    this.quickTries = options.quickTries ?? QUICK_WAITS_MS.length;
  }

  /** The set not yet delivered (held, or on its way), or null. */
  get held(): SetSend | null {
    return this.current;
  }

  get status(): SendStatus {
    if (!this.current) return 'idle';
    if (this.offline) return 'offline';
    return this.failures > this.quickTries ? 'unavailable' : 'sending';
  }

  /**
   * Holds `set` at once and sends it as soon as it can: once `after` has settled (what must
   * reach the server first: the last draft save, which the set clears), the phone is online and
   * any attempt on its way is over.
   */
  send(set: SetSend, after?: Promise<unknown>): void {
    this.current = set;
    this.failures = 0;
    this.waited = this.offline ? 'connection' : null;
    this.clearTimer();
    if (after) {
      const gate = after.then(
        () => {},
        () => {},
      );
      this.gate = gate;
      void gate.then(() => {
        if (this.gate !== gate) return;
        this.gate = null;
        this.kick();
      });
    }
    this.kick();
    this.options.onChange();
  }

  /** Holds the set while `offline`; back online, a held set goes at once. */
  setOffline(offline: boolean): void {
    if (offline === this.offline) return;
    this.offline = offline;
    this.clearTimer();
    if (offline) {
      if (this.current) this.waited = 'connection';
    } else {
      // A new connection: the set goes now, and says it is sending while it does.
      this.failures = 0;
      this.kick();
    }
    this.options.onChange();
  }

  /** Stops trying: the screen that sent the set is gone. */
  dispose(): void {
    this.clearTimer();
    this.current = null;
    this.gate = null;
  }

  private kick(): void {
    if (!this.current || this.inFlight || this.offline || this.timer || this.gate) return;
    this.attempt(this.current);
  }

  private attempt(set: SetSend): void {
    this.inFlight = true;
    this.options
      .send(set)
      .then(
        (answer) => {
          if (this.current === set) {
            this.current = null;
            this.failures = 0;
          }
          this.options.onSent(set, answer);
        },
        (error: unknown) => {
          // A newer set replaced this one while it travelled: that one's answer is what counts.
          if (this.current !== set) return;
          if (!(error instanceof ApiError) || isUnavailable(error)) {
            this.failures++;
            if (this.failures > this.quickTries) this.waited ??= 'server';
            if (!this.offline) this.schedule(backoffMs(this.failures));
            return;
          }
          const waited = this.waited;
          this.current = null;
          this.failures = 0;
          this.waited = null;
          this.options.onRefused(set, error, waited);
        },
      )
      .finally(() => {
        this.inFlight = false;
        this.kick();
        this.options.onChange();
      });
  }

  private schedule(wait: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.kick();
    }, wait);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
