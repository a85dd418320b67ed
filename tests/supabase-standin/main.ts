// The stand-in as a process (started by scripts/prod-rehearsal.mjs with `node --import tsx`):
//   STANDIN_DATABASE_URL  the project's Postgres (storage schema + supabase/policies.sql applied)
//   STANDIN_STORAGE_ROOT  folder for the bucket files
//   STANDIN_JWT_EXPIRY    access-token lifetime in seconds (short in the rehearsal)
//   STANDIN_ACCOUNTS      JSON [{ email, password, app_metadata }] created with the service role
// Prints one line `STANDIN {"url","anonKey","serviceKey"}` when ready (the journeys list the
// bucket with the service key, as they would on a real project); stops on SIGTERM.
import { startStandin } from './server';

const accounts = JSON.parse(process.env.STANDIN_ACCOUNTS ?? '[]') as { email: string; password: string; app_metadata?: object }[];
const standin = await startStandin({
  databaseUrl: process.env.STANDIN_DATABASE_URL!,
  storageRoot: process.env.STANDIN_STORAGE_ROOT!,
  port: Number(process.env.STANDIN_PORT) || 0,
  jwtExpirySeconds: Number(process.env.STANDIN_JWT_EXPIRY) || 3600,
  // The rehearsal signs in many times from one IP; the limit itself is tested in auth.test.ts.
  signInLimit: { max: 1000, windowMs: 60_000 },
  log: (line) => console.error(`${new Date().toISOString()} ${line}`),
});
for (const a of accounts) {
  const res = await fetch(`${standin.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: standin.serviceKey, authorization: `Bearer ${standin.serviceKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: a.email, password: a.password, email_confirm: true, app_metadata: a.app_metadata ?? {} }),
  });
  if (!res.ok) throw new Error(`creating ${a.email} failed: ${res.status} ${await res.text()}`);
}
console.log(`STANDIN ${JSON.stringify({ url: standin.url, anonKey: standin.anonKey, serviceKey: standin.serviceKey })}`);
const stop = () => void standin.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
