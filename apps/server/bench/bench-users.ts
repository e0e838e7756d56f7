// The accounts a benchmark's server starts with: the first admin (from the environment), and a
// host it adds through the API, both signed in.
import { paths } from '@orbis/contracts';
import { HttpClient } from '../src/test/http-client.js';

/** The first admin's credentials, for ADMIN_EMAIL and ADMIN_PASSWORD of the server process. */
export const BENCH_ADMIN = { email: 'admin@bench.local', password: 'bench-admin-password' };

/** Signs the admin in at `url`, adds a host, and signs the host in. */
export async function benchUsers(url: string): Promise<{ admin: HttpClient; host: HttpClient }> {
  const admin = await new HttpClient(url).login(BENCH_ADMIN.email, BENCH_ADMIN.password);
  const hostCreds = { email: 'host@bench.local', password: 'bench-host-password' };
  const added = await admin.post(paths.hostsAdd, {
    ...hostCreds,
    name: 'Bench host',
    company: 'Orbis',
    password_confirmation: hostCreds.password,
    description: '',
  });
  if (added.statusCode !== 201) throw new Error(`hosts/add answered ${added.statusCode}`);
  const host = await new HttpClient(url).login(hostCreds.email, hostCreds.password);
  return { admin, host };
}
