// The app of a test file that talks to it in real time: started and listening on loopback before
// the file's tests, closed after them with every socket they opened.
import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '../db/database.js';
import { startTestApp, type TestApp } from './app.js';
import { connectSocket, listen, type ClientSocket } from './sockets.js';

export interface ListeningApp {
  /** The app; set once the file's `beforeAll` has run. */
  readonly t: TestApp;
  /** Its base URL on loopback. */
  readonly url: string;
  /** A socket whose handshake carries `client`'s cookies (none: a stranger). */
  socketOf(client?: { cookies: ReadonlyMap<string, string> }): Promise<ClientSocket>;
}

/** Registers the file's `beforeAll` and `afterAll` for a listening app on `dialect`. */
export function useListeningApp(dialect: Dialect): ListeningApp {
  let t: TestApp | undefined;
  let url: string | undefined;
  const opened: ClientSocket[] = [];
  beforeAll(async () => {
    t = await startTestApp(dialect);
    url = await listen(t.app);
  });
  afterAll(async () => {
    for (const socket of opened) socket.disconnect();
    await t?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the listening app is used before its beforeAll');
    return value;
  };
  return {
    get t() {
      return started(t);
    },
    get url() {
      return started(url);
    },
    async socketOf(client) {
      const socket = await connectSocket(started(url), client?.cookies);
      opened.push(socket);
      return socket;
    },
  };
}
