// The lines `npm start` ends with (API.md "The room"): a facilitator reads them on the laptop's
// terminal to know which address the phones open, and, on a first start, how to sign in. They
// come last, after any build output and logs, so that nothing scrolls them away.
import type { StartupAddressesInput } from './network-addresses.js';
import { isLoopbackUrl, listensEverywhere, startupAddresses } from './network-addresses.js';

const GUIDE = 'docs/operations.md, "Running a game from a laptop"';

/**
 * The start-up lines: every address phones can use, one a line, the machine's own (loopback)
 * address last, a warning when phones cannot follow the access links, then `notices` (the first
 * admin's email and password on a first start).
 */
export function startupLines(
  input: StartupAddressesInput & { dialect: string; notices: string[] },
): string[] {
  const addresses = startupAddresses(input);
  const phones = addresses.filter((a) => a.phones);
  const own = addresses.filter((a) => !a.phones);
  const lines = [`Orbis is ready (${input.dialect}).`];
  if (phones.length > 0) {
    lines.push('Phones in the room open one of these addresses:');
    for (const a of phones) lines.push(`  ${a.url}`);
  }
  const trouble = unreachable(input, phones.length > 0);
  if (trouble) lines.push(trouble, `See ${GUIDE}.`);
  // The host signs in at any of them: /#/login.
  for (const a of own) lines.push(`This computer only: ${a.url} (sign in at ${a.url}/#/login)`);
  for (const notice of input.notices) lines.push('', ...notice.split('\n'));
  return lines;
}

/**
 * Why phones cannot follow the access links, if they cannot: PUBLIC_URL names this computer,
 * the server listens on loopback only, or the machine has no network address.
 */
function unreachable(input: StartupAddressesInput, phones: boolean): string | null {
  const { publicUrl, listenHost } = input;
  if (publicUrl && isLoopbackUrl(publicUrl)) {
    return `No phone can open the access links: PUBLIC_URL (${publicUrl}) is this computer.`;
  }
  if (phones) return null;
  if (!listensEverywhere(listenHost)) {
    return (
      `No phone can reach this server: it listens on ${listenHost} only (HOST). ` +
      'Set HOST=0.0.0.0 to let phones in.'
    );
  }
  return (
    'No phone can reach this server: this computer has no network address. Connect it to the ' +
    "venue's Wi-Fi or turn on its hotspot: the access links follow at once."
  );
}
