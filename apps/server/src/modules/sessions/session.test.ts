import { describe, expect, it } from 'vitest';
import { Session, type StoredSession } from './session.js';

const MINUTE = 60_000;
const TOUCH = 5 * MINUTE;

function restored(data: StoredSession, expiresAt: number): Session {
  return Session.restored('sid-1', { ...data, cookie: { expires: new Date(expiresAt) } });
}

describe('Session', () => {
  it('stores nothing for a visitor who sets nothing, and gets an id only when stored', () => {
    const session = Session.fresh();
    expect(session.id).toBeNull();
    expect(session.needsSave(Date.now() + TOUCH * 10, TOUCH)).toBe(false);
    session.set('adminLanguage', 'en');
    expect(session.needsSave(Date.now(), TOUCH)).toBe(true);
    const { sid, stored } = session.toStore(1_000, 500);
    expect(sid).toMatch(/^[\w-]{32}$/);
    expect(session.id).toBe(sid);
    expect(stored).toEqual({
      adminLanguage: 'en',
      cookie: { expires: new Date(1_000), originalMaxAge: 500 },
    });
  });

  it('never changes the data it was read with, which the store shares between requests', () => {
    const shared = Object.freeze({ userId: 7, passwordStamp: 'p', cookie: { expires: null } });
    const session = Session.restored('sid-1', shared);
    session.set('adminLanguage', 'en');
    session.set('userId', undefined);
    expect(session.get('userId')).toBeUndefined();
    expect(session.get('passwordStamp')).toBe('p');
    expect(session.get('adminLanguage')).toBe('en');
    expect(shared).toEqual({ userId: 7, passwordStamp: 'p', cookie: { expires: null } });
  });

  it('writes an unchanged session only once its expiry has moved by the touch period', () => {
    const storedUntil = Date.now() + 60 * MINUTE;
    const session = restored({ userId: 1 }, storedUntil);
    expect(session.get('userId')).toBe(1);
    expect(session.needsSave(storedUntil + TOUCH - 1, TOUCH)).toBe(false);
    expect(session.needsSave(storedUntil + TOUCH, TOUCH)).toBe(true);
    session.saved(storedUntil + TOUCH);
    expect(session.needsSave(storedUntil + TOUCH + 1, TOUCH)).toBe(false);
    // Setting what is there already is no change.
    session.set('userId', 1);
    expect(session.needsSave(storedUntil + TOUCH + 1, TOUCH)).toBe(false);
  });

  it('stores a stored session again when its last field is removed', () => {
    const session = restored(
      { team: { gameId: 1, countryId: 2, code: 'stamp' } },
      Date.now() + MINUTE,
    );
    session.set('team', undefined);
    expect(session.get('team')).toBeUndefined();
    expect(session.needsSave(Date.now(), TOUCH)).toBe(true);
  });

  it('regenerates under a new id, keeping only what it is told to, and drops the old id', () => {
    const session = restored({ userId: 1, passwordStamp: 'p', _csrf: 's' }, Date.now() + MINUTE);
    session.regenerate(['_csrf']);
    expect(session.id).toBeNull();
    expect(session.all()).toEqual({ _csrf: 's' });
    expect(session.takeDropped()).toEqual(['sid-1']);
    expect(session.takeDropped()).toEqual([]);
    const { sid } = session.toStore(Date.now() + MINUTE, MINUTE);
    expect(sid).not.toBe('sid-1');
  });

  it('ends on destroy: no data, nothing to store, and the old id to delete', () => {
    const session = restored({ userId: 1 }, Date.now() + MINUTE);
    session.destroy();
    expect(session.all()).toEqual({});
    expect(session.id).toBeNull();
    expect(session.needsSave(Date.now() + TOUCH * 10, TOUCH)).toBe(false);
    expect(session.takeDropped()).toEqual(['sid-1']);
  });
});
