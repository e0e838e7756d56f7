import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { DraftSaver, type Draft } from './draft-saver';

/** A saver whose sends are answered by hand, on Vitest's fake clock. */
function saverWithServer() {
  const sent: { draft: Draft; keepalive: boolean; answer: (error?: unknown) => void }[] = [];
  const saved: Draft[] = [];
  const busy: boolean[] = [];
  const saver = new DraftSaver({
    send: (draft, keepalive) =>
      new Promise<void>((resolve, reject) => {
        sent.push({ draft, keepalive, answer: (error) => (error ? reject(error) : resolve()) });
      }),
    onBusy: (b) => busy.push(b),
    onSaved: (draft) => saved.push(draft),
  });
  return { saver, sent, saved, busy };
}

const draft = (n: number): Draft => ({
  round: 1,
  orders: Array.from({ length: n }, () => ({ type: 'ecology' as const })),
});

describe('the draft saver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends at most one draft per half second while ticks go on, ending with the last', async () => {
    const { saver, sent, saved } = saverWithServer();
    // Twenty ticks in two seconds, one every 100 ms.
    for (let i = 1; i <= 20; i++) {
      saver.schedule(draft(i));
      const last = sent.at(-1);
      if (last && sent.length > saved.length) {
        last.answer();
        await vi.advanceTimersByTimeAsync(0);
      }
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(600);
    sent.at(-1)?.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.length).toBeLessThanOrEqual(5);
    expect(sent.length).toBeGreaterThanOrEqual(4);
    expect(sent.at(-1)?.draft).toEqual(draft(20));
    expect(saved.at(-1)).toEqual(draft(20));
    expect(saver.busy).toBe(false);
  });

  it('sends one at a time, the latest once the last is answered', async () => {
    const { saver, sent } = saverWithServer();
    saver.schedule(draft(1));
    expect(sent).toHaveLength(1);
    saver.schedule(draft(2));
    saver.schedule(draft(3));
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toHaveLength(1);
    sent[0]?.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.draft)).toEqual([draft(1), draft(3)]);
  });

  it('holds drafts while offline, keeps one that got no answer, and sends it when back', async () => {
    const { saver, sent, saved } = saverWithServer();
    saver.schedule(draft(1));
    sent[0]?.answer(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(0);
    saver.hold(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1);
    expect(saver.busy).toBe(true);
    saver.hold(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.draft)).toEqual([draft(1), draft(1)]);
    sent[1]?.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual([draft(1)]);
  });

  it('drops a draft the server refused, and flushes what waits with keepalive', async () => {
    const { saver, sent } = saverWithServer();
    saver.schedule(draft(1));
    sent[0]?.answer(new ApiError(409, 'The round has changed.'));
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.busy).toBe(false);
    saver.schedule(draft(2));
    saver.schedule(draft(3));
    expect(sent).toHaveLength(1);
    saver.flush();
    expect(sent.at(-1)).toMatchObject({ draft: draft(3), keepalive: true });
  });

  it('keeps a draft the server could not store for now (503) and sends it again', async () => {
    const { saver, sent, saved } = saverWithServer();
    saver.schedule(draft(1));
    sent[0]?.answer(new ApiError(503, 'The database does not answer.'));
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.busy).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent.map((s) => s.draft)).toEqual([draft(1), draft(1)]);
    sent[1]?.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual([draft(1)]);
  });

  it('settles before a set is sent: nothing waits, and the draft on its way has arrived', async () => {
    const { saver, sent } = saverWithServer();
    saver.schedule(draft(1));
    saver.schedule(draft(2));
    let settled = false;
    void saver.settle().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).toBe(false);
    sent[0]?.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    expect(sent).toHaveLength(1);
  });
});
