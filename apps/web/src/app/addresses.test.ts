import { describe, expect, it } from 'vitest';
import { isLoginAddress, projectorAddress } from './addresses';

describe('the addresses that pick an app', () => {
  it('takes the login address as the router does', () => {
    for (const hash of ['#/login', '#/login/', '#/Login', '#/login?next=1']) {
      expect(isLoginAddress(hash), hash).toBe(true);
    }
    for (const hash of ['', '#/', '#/login/x', '#/hosts/list', '#login']) {
      expect(isLoginAddress(hash), hash).toBe(false);
    }
  });

  it('reads the screen and the id of a projector address (a game’s, an event’s)', () => {
    expect(projectorAddress('#/stats/12')).toEqual({ screen: 'stats', id: 12 });
    expect(projectorAddress('#/final/3/')).toEqual({ screen: 'final', id: 3 });
    expect(projectorAddress('#/Stats/7?x=1')).toEqual({ screen: 'stats', id: 7 });
    expect(projectorAddress('#/event/5')).toEqual({ screen: 'event', id: 5 });
    expect(projectorAddress('#/turning-points/9')).toEqual({ screen: 'turning-points', id: 9 });
  });

  it('keeps an address without a usable id for the projector, which says it does not exist', () => {
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999999999999']) {
      expect(projectorAddress(`#/stats/${id}`), id).toEqual({ screen: 'stats', id: null });
    }
  });

  it('leaves every other address to the back-office', () => {
    for (const hash of [
      '#/stats',
      '#/stats/',
      '#/stats/1/x',
      '#/host/games/stats/1',
      '#/event',
      '#/host/events/dashboard/1',
      '#/',
    ]) {
      expect(projectorAddress(hash), hash).toBeNull();
    }
  });
});
