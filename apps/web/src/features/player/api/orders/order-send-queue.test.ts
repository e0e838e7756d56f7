import type { OrdersAccepted } from '@orbis/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { OrderSendQueue, type SetSend } from './order-send-queue';

const accepted: OrdersAccepted = { cost: 150 };
const set = (key: string): SetSend => ({
  round: 1,
  orders: [{ type: 'develop', city: 11 }],
  submitKey: key,
});
const unavailable = () => new ApiError(503, 'Service Unavailable');
const noAnswer = () => new TypeError('Failed to fetch');

/**
 * A queue whose server answers each attempt with the next of `answers` (an error is thrown,
 * anything else is taken), and what it reported.
 */
function queueWith(...answers: unknown[]) {
  const attempts: { key: string; at: number }[] = [];
  const sent: string[] = [];
  const refused: { key: string; status: number; waited: string | null }[] = [];
  const queue = new OrderSendQueue({
    send: (s) => {
      attempts.push({ key: s.submitKey, at: Date.now() });
      const answer = answers.shift() ?? accepted;
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(accepted);
    },
    onChange: () => {},
    onSent: (s) => sent.push(s.submitKey),
    onRefused: (s, error, waited) =>
      refused.push({ key: s.submitKey, status: error.status, waited }),
  });
  return { queue, attempts, sent, refused };
}

describe('the order set on its way', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is sent at once and forgotten once taken', async () => {
    const { queue, attempts, sent } = queueWith();
    queue.send(set('a'));
    expect(queue.status).toBe('sending');
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toHaveLength(1);
    expect(sent).toEqual(['a']);
    expect(queue.status).toBe('idle');
    expect(queue.held).toBeNull();
  });

  it('is held at once but sent only after what must reach the server first', async () => {
    const { queue, attempts, sent } = queueWith();
    let saved = () => {};
    const draftSaved = new Promise<void>((resolve) => (saved = resolve));
    queue.send(set('a'), draftSaved);
    expect(queue.held?.submitKey).toBe('a');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(attempts).toHaveLength(0);
    saved();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['a']);
  });

  it('is held while the server cannot take it, tried again with its key until it does', async () => {
    const failures = Array.from({ length: 8 }, (_, i) => (i % 2 ? noAnswer() : unavailable()));
    const { queue, attempts, sent } = queueWith(...failures);
    const start = Date.now();
    queue.send(set('a'));
    // A few quick tries within seconds show as sending; then the set is said to be held.
    await vi.advanceTimersByTimeAsync(7_499);
    expect(attempts).toHaveLength(4);
    expect(queue.status).toBe('sending');
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toHaveLength(5);
    expect(queue.status).toBe('unavailable');
    expect(queue.held?.submitKey).toBe('a');
    // It keeps trying, never more than 15 s apart, and never gives up.
    await vi.advanceTimersByTimeAsync(8_000 + 15_000 + 15_000);
    expect(attempts).toHaveLength(8);
    expect(queue.status).toBe('unavailable');
    await vi.advanceTimersByTimeAsync(15_000);
    expect(attempts).toHaveLength(9);
    expect(sent).toEqual(['a']);
    expect(queue.status).toBe('idle');
    expect(new Set(attempts.map((a) => a.key))).toEqual(new Set(['a']));
    expect(attempts.map((a) => (a.at - start) / 1000)).toEqual([
      0, 0.5, 1.5, 3.5, 7.5, 15.5, 30.5, 45.5, 60.5,
    ]);
  });

  it('is held while offline, and goes at once when the connection is back', async () => {
    const { queue, attempts, sent } = queueWith();
    queue.setOffline(true);
    queue.send(set('a'));
    expect(queue.status).toBe('offline');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toHaveLength(0);
    expect(queue.held?.submitKey).toBe('a');
    queue.setOffline(false);
    expect(queue.status).toBe('sending');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['a']);
  });

  it('goes at once on reconnecting, without waiting for its next try', async () => {
    const { queue, attempts, sent } = queueWith(...Array.from({ length: 6 }, unavailable));
    queue.send(set('a'));
    await vi.advanceTimersByTimeAsync(16_000);
    expect(attempts).toHaveLength(6);
    queue.setOffline(true);
    queue.setOffline(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toHaveLength(7);
    expect(sent).toEqual(['a']);
  });

  it('says a set refused after it waited was held for the connection or the server', async () => {
    const closed = () => new ApiError(409, 'Orders are closed');
    const offline = queueWith(closed());
    offline.queue.setOffline(true);
    offline.queue.send(set('a'));
    offline.queue.setOffline(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(offline.refused).toEqual([{ key: 'a', status: 409, waited: 'connection' }]);

    const server = queueWith(...Array.from({ length: 5 }, unavailable), closed());
    server.queue.send(set('b'));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(server.refused).toEqual([{ key: 'b', status: 409, waited: 'server' }]);

    // Refused at once: the server's word on the set itself.
    const at = queueWith(new ApiError(422, 'Not possible'));
    at.queue.send(set('c'));
    await vi.advanceTimersByTimeAsync(0);
    expect(at.refused).toEqual([{ key: 'c', status: 422, waited: null }]);
    expect(at.queue.status).toBe('idle');
  });

  it('sends a newer set in place of a held one, after any attempt on its way', async () => {
    let release: (v: OrdersAccepted) => void = () => {};
    const keys: string[] = [];
    const sent: string[] = [];
    const queue = new OrderSendQueue({
      send: (s) => {
        keys.push(s.submitKey);
        return s.submitKey === 'a'
          ? new Promise<OrdersAccepted>((resolve) => (release = resolve))
          : Promise.resolve(accepted);
      },
      onChange: () => {},
      onSent: (s) => sent.push(s.submitKey),
      onRefused: () => {},
    });
    queue.send(set('a'));
    queue.send(set('b'));
    await vi.advanceTimersByTimeAsync(1000);
    // One attempt at a time: the newer set waits for the first to be answered.
    expect(keys).toEqual(['a']);
    release(accepted);
    await vi.advanceTimersByTimeAsync(0);
    expect(keys).toEqual(['a', 'b']);
    expect(sent).toEqual(['a', 'b']);
    expect(queue.held).toBeNull();
  });
});
