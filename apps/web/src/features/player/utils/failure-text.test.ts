import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { failureText } from './failure-text';

const t = (id: string) => `<${id}>`;

describe('a failed call on the phone', () => {
  it('says a server that cannot take calls now in the game’s words, never its status line', () => {
    for (const status of [502, 503, 504])
      expect(failureText(new ApiError(status, 'Service Unavailable'), t)).toBe(
        '<player.server_unavailable>',
      );
  });

  it('shows the server’s own refusal, and no answer as the connection’s fault', () => {
    expect(failureText(new ApiError(409, 'Уже принято'), t)).toBe('Уже принято');
    expect(failureText(new TypeError('Failed to fetch'), t)).toBe('<player.request_failed>');
  });
});
