// The container image's HEALTHCHECK: healthy when /livez and /readyz both answer 200. It prints
// both answers, which `docker inspect` keeps in the health log, so that an unhealthy container
// tells a process that no longer answers (/livez: restart it) from a database or Redis that is
// away (/readyz 503 with the failing check: the server recovers by itself once it is back).
const TIMEOUT_MS = 4000;

const listen = process.env.HOST ?? '';
// Listening everywhere, the process answers on loopback; else only on the address it was given.
const everywhere = ['', '0.0.0.0', '::', '[::]'].includes(listen);
const host = everywhere
  ? '127.0.0.1'
  : listen.includes(':') && !listen.startsWith('[')
    ? `[${listen}]`
    : listen;
const origin = `http://${host}:${process.env.PORT || '8080'}`;

async function probe(path) {
  try {
    const res = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    return { ok: res.status === 200, line: `${path} ${res.status} ${await res.text()}` };
  } catch (err) {
    const reason = err?.cause?.code ?? err?.name ?? String(err);
    return { ok: false, line: `${path} no answer (${reason})` };
  }
}

const live = await probe('/livez');
const ready = live.ok ? await probe('/readyz') : { ok: false, line: '/readyz not asked' };
console.log(`${live.line}\n${ready.line}`);
process.exit(live.ok && ready.ok ? 0 : 1);
