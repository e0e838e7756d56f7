// Saves a team's draft while its players tick (API.md "A team's draft"): never a request per
// tick, but at most one every `intervalMs` while ticks go on, always ending with the last set
// ticked. Kept apart from React so the pace can be tested with a clock of its own.
import type { Order } from '@orbis/contracts';
import { ApiError } from '../../../../lib/api-client';

/** A draft to keep: the round it is for and its orders. */
export interface Draft {
  round: number;
  orders: Order[];
}

export interface DraftSaverOptions {
  /** Sends one draft; `keepalive` when the page is going away. */
  send: (draft: Draft, keepalive: boolean) => Promise<void>;
  /** Whether a draft waits to be sent or is on its way. */
  onBusy: (busy: boolean) => void;
  /** A draft reached the server. */
  onSaved: (draft: Draft) => void;
  /** The server refused a draft (the round moved on): it is not sent again. */
  onRefused?: (error: ApiError) => void;
  /** The shortest time between two sends, in ms. */
  intervalMs?: number;
  /** How long to wait after a failed send (no network) before trying again, in ms. */
  retryMs?: number;
  now?: () => number;
}

/** Whether the server's refusal is a fault that passes rather than a verdict on the draft. */
function passing(error: ApiError): boolean {
  return error.status === 503 || error.status === 429;
}

/**
 * One phone's draft sender. `schedule` replaces what waits to be sent; a send starts at once when
 * the last one began `intervalMs` ago or more, else when that time is up. One send at a time.
 * `hold` stops sending while the phone is offline; `flush` sends what waits now, even mid-interval
 * (the page is being hidden or closed).
 */
export class DraftSaver {
  private pending: Draft | null = null;
  private inFlight = false;
  private held = false;
  private lastStart = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private wasBusy = false;
  private flight: Promise<void> | null = null;
  private readonly intervalMs: number;
  private readonly retryMs: number;
  private readonly now: () => number;

  constructor(private readonly options: DraftSaverOptions) {
    this.intervalMs = options.intervalMs ?? 500;
    this.retryMs = options.retryMs ?? 2000;
    this.now = options.now ?? (() => Date.now());
  }

  /** True while a draft waits to be sent or is on its way. */
  get busy(): boolean {
    return this.pending !== null || this.inFlight;
  }

  /** Keeps `draft` as the next to send, in place of any that waits. */
  schedule(draft: Draft): void {
    this.pending = draft;
    this.kick();
    this.report();
  }

  /** Holds sending while `offline`; sends what waits once it is not. */
  hold(offline: boolean): void {
    this.held = offline;
    if (!offline) this.kick();
  }

  /** Sends what waits now: the page is being hidden or closed. */
  flush(): void {
    if (!this.pending || this.inFlight || this.held) return;
    this.clearTimer();
    this.start(true);
  }

  /**
   * Forgets what waits and resolves once no draft is on its way: a set about to be sent must
   * reach the server after the last draft, which it clears.
   */
  async settle(): Promise<void> {
    this.pending = null;
    this.clearTimer();
    this.report();
    await this.flight;
  }

  private kick(): void {
    if (this.inFlight || this.held || !this.pending || this.timer) return;
    const wait = this.lastStart + this.intervalMs - this.now();
    if (wait > 0) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.kick();
      }, wait);
      return;
    }
    this.start(false);
  }

  private start(keepalive: boolean): void {
    const draft = this.pending;
    if (!draft) return;
    this.pending = null;
    this.inFlight = true;
    this.lastStart = this.now();
    this.flight = this.options
      .send(draft, keepalive)
      .then(
        () => this.options.onSaved(draft),
        (error: unknown) => {
          if (error instanceof ApiError && !passing(error)) this.options.onRefused?.(error);
          else if (!this.pending) {
            // No answer at all (the network), or a fault that passes (the database or Redis
            // away: 503; too many requests: 429): try the same draft again a little later.
            this.pending = draft;
            this.lastStart = this.now() + this.retryMs - this.intervalMs;
          }
        },
      )
      .finally(() => {
        this.inFlight = false;
        this.flight = null;
        this.kick();
        this.report();
      });
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private report(): void {
    const busy = this.busy;
    if (busy === this.wasBusy) return;
    this.wasBusy = busy;
    this.options.onBusy(busy);
  }
}
