import { channels } from '@orbis/contracts';
import { describe, expect, it } from 'vitest';
import { channelCarries } from './channel-events';
import { coalesce } from './coalesce';

describe('channelCarries', () => {
  it("matches API.md's table, for the channel's own game only", () => {
    expect(channelCarries(channels.acceptOrders(3), 'orders-accepted', 3)).toBe(true);
    expect(channelCarries(channels.acceptOrders(3), 'orders-accepted', 4)).toBe(false);
    expect(channelCarries(channels.acceptOrders(3), 'round-ended', 3)).toBe(false);
    expect(channelCarries(channels.acceptOrders(3), 'access-codes-changed', 3)).toBe(true);
    expect(channelCarries(channels.team(3, 7), 'access-codes-changed', 3)).toBe(false);
    expect(channelCarries(channels.changeNegotiation(3), 'negotiation-changed', 3)).toBe(true);
    expect(channelCarries(channels.endRound(3), 'round-ended', 3)).toBe(true);
    expect(channelCarries(channels.endRound(3), 'round-started', 3)).toBe(false);
    expect(channelCarries(channels.game(3), 'round-started', 3)).toBe(true);
    expect(channelCarries(channels.game(3), 'round-ended', 3)).toBe(true);
    expect(channelCarries(channels.team(3, 7), 'team-changed', 3)).toBe(true);
    expect(channelCarries(channels.team(3, 7), 'negotiation-changed', 3)).toBe(true);
    expect(channelCarries(channels.team(3, 7), 'draft-changed', 3)).toBe(true);
    expect(channelCarries(channels.team(3, 7), 'orders-accepted', 3)).toBe(false);
    expect(channelCarries('not-a-channel', 'round-ended', 3)).toBe(false);
  });

  it("carries `event-changed` on its event's channel only, whichever world changed", () => {
    expect(channelCarries(channels.event(5), 'event-changed', 3, 5)).toBe(true);
    expect(channelCarries(channels.event(5), 'event-changed', 9, 5)).toBe(true);
    expect(channelCarries(channels.event(5), 'event-changed', 3, 6)).toBe(false);
    expect(channelCarries(channels.event(5), 'round-started', 3)).toBe(false);
    expect(channelCarries(channels.game(3), 'event-changed', 3, 5)).toBe(false);
  });
});

describe('coalesce', () => {
  function deferredRuns() {
    const pending: (() => void)[] = [];
    const run = () => new Promise<void>((resolve) => pending.push(resolve));
    const settle = async () => {
      pending.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    };
    return { pending, run, settle };
  }

  it('runs at once when idle, and once more after a burst that arrived meanwhile', async () => {
    const { pending, run, settle } = deferredRuns();
    let started = 0;
    const refresh = coalesce(() => {
      started++;
      return run();
    });
    refresh();
    expect(started).toBe(1);
    refresh();
    refresh();
    refresh();
    expect(started).toBe(1);
    await settle();
    expect(started).toBe(2);
    await settle();
    expect(started).toBe(2);
    expect(pending).toHaveLength(0);
  });

  it('keeps going after a failed run', async () => {
    let calls = 0;
    const refresh = coalesce(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
    });
    refresh();
    await new Promise((r) => setTimeout(r, 0));
    refresh();
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toBe(2);
  });
});
