import { describe, expect, it } from 'vitest';
import { negotiation } from './negotiation.js';
import { nominations } from './nominations.js';
import { resolveRound } from './resolve/resolve.js';
import { makeGame, started } from './testing.js';
import type { ActionResult, GameState } from './types.js';

const game = () => makeGame([[50], [50], [50]], { mods: ['negotiation'] });
const ok = (r: ActionResult): GameState => {
  if (!r.ok) throw new Error(r.code);
  return r.state;
};
const code = (r: ActionResult) => (r.ok ? 'ok' : r.code);

describe('negotiation mode', () => {
  it('runs sent -> accepted -> ongoing -> done -> finished', () => {
    let s = ok(negotiation.request(game(), 1, 2));
    expect(s.negotiations).toEqual([{ id: 1, from: 1, to: 2, status: 'sent', round: 1 }]);
    s = ok(negotiation.accept(s, 1, 2));
    s = ok(negotiation.start(s, 1));
    expect(s.negotiations[0]!.status).toBe('ongoing');
    const done = negotiation.markDone(s, 1, 1);
    expect(done.ok && done.log[0]).toMatchObject({
      type: 'negotiation_done',
      country: 1,
      target: 2,
      value: 1,
    });
    s = ok(negotiation.finish(ok(done), 1));
    expect(s.negotiations[0]!.status).toBe('finished');
    expect(s.countries.map((c) => c.totals.negotiationsFinished)).toEqual([1, 1, 0]);
  });

  it('enforces who may act and in which status', () => {
    const s = ok(negotiation.request(game(), 1, 2));
    expect(code(negotiation.accept(s, 1, 1))).toBe('not_participant');
    expect(code(negotiation.start(s, 1))).toBe('wrong_status');
    expect(code(negotiation.finish(s, 1))).toBe('wrong_status');
    expect(code(negotiation.accept(s, 9, 2))).toBe('unknown_negotiation');
    const refused = ok(negotiation.refuse(s, 1, 2));
    expect(refused.negotiations[0]!.status).toBe('refused');
    expect(code(negotiation.accept(refused, 1, 2))).toBe('wrong_status');
    expect(code(negotiation.request(s, 2, 1))).toBe('negotiation_exists');
    expect(code(negotiation.request(s, 1, 1))).toBe('invalid_country');
    expect(code(negotiation.request(s, 7, 1))).toBe('unknown_country');
    const started = ok(negotiation.start(ok(negotiation.accept(s, 1, 2)), 1));
    expect(code(negotiation.markDone(started, 1, 3))).toBe('not_participant');
    expect(code(negotiation.finish(started, 1))).toBe('ok');
  });

  it('lets a country take part in one ongoing negotiation at a time', () => {
    let s = ok(negotiation.request(game(), 1, 2));
    s = ok(negotiation.request(s, 3, 1));
    s = ok(negotiation.accept(ok(negotiation.accept(s, 1, 2)), 2, 1));
    s = ok(negotiation.start(s, 1));
    expect(code(negotiation.start(s, 2))).toBe('busy');
    s = ok(negotiation.markDone(s, 1, 2));
    expect(code(negotiation.start(s, 2))).toBe('busy'); // done is still ongoing, ready to finish
    s = ok(negotiation.finish(s, 1));
    expect(code(negotiation.start(s, 2))).toBe('ok');
  });

  it('refuses to mark done a negotiation that was only accepted, not started', () => {
    const accepted = ok(negotiation.accept(ok(negotiation.request(game(), 1, 2)), 1, 2));
    expect(code(negotiation.markDone(accepted, 1, 1))).toBe('wrong_status');
    expect(code(negotiation.markDone(accepted, 1, 2))).toBe('wrong_status');
    expect(accepted.negotiations[0]!.status).toBe('accepted');
  });

  it('only the requested country may refuse', () => {
    const s = ok(negotiation.request(game(), 1, 2));
    expect(code(negotiation.refuse(s, 1, 1))).toBe('not_participant'); // the requester
    expect(code(negotiation.refuse(s, 1, 3))).toBe('not_participant'); // an outsider
    const refused = negotiation.refuse(s, 1, 2);
    expect(refused.ok && refused.log).toEqual([
      { round: 1, type: 'negotiation_refused', country: 2, value: 1, target: 1 },
    ]);
  });

  it('negotiations closed at round end are not finished and do not count for peacemaker', () => {
    let s = ok(negotiation.request(game(), 1, 2));
    s = ok(negotiation.start(ok(negotiation.accept(s, 1, 2)), 1));
    s = ok(negotiation.markDone(s, 1, 1));
    const { state, log } = resolveRound(started(s), {});
    expect(state.negotiations[0]!.status).toBe('closed');
    expect(log.find((e) => e.type === 'negotiation_closed')).toEqual({
      round: 1,
      type: 'negotiation_closed',
      country: 1,
      value: 1,
      target: 2,
    });
    expect(code(negotiation.finish(state, 1))).toBe('wrong_status');
    expect(state.countries.map((c) => c.totals.negotiationsFinished)).toEqual([0, 0, 0]);
    expect(nominations(state).peacemaker).toEqual([]);
  });

  it('needs the mode and a game that is not over', () => {
    expect(code(negotiation.request(makeGame([[1], [1]]), 1, 2))).toBe('mod_disabled');
    expect(code(negotiation.request({ ...game(), over: true }, 1, 2))).toBe('game_over');
  });
});
