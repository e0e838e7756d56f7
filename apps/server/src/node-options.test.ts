// The server's Node options are given where the server is launched outside the tests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_OPTIONS } from './node-options.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe("the server's Node options", () => {
  it('are on `npm start`', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(`node ${SERVER_NODE_OPTIONS.join(' ')} scripts/start.mjs`);
  });

  it("are on the container's command", () => {
    const cmd = read('Dockerfile')
      .split('\n')
      .find((line) => line.startsWith('CMD '));
    expect(cmd && JSON.parse(cmd.slice(4))).toEqual([
      'node',
      ...SERVER_NODE_OPTIONS,
      'apps/server/dist/server.js',
    ]);
  });
});
