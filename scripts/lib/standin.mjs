// The Supabase stand-in (tests/supabase-standin): Auth + Storage over HTTP on a throwaway PostgreSQL,
// shared by the production rehearsal and the edge rehearsal so both talk to the same "project".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { ROOT } from './server.mjs';

// The accounts the rehearsals' journeys sign in with, and a short access-token lifetime so the
// journeys cross a refresh.
export const REHEARSAL_ACCOUNTS = [
  { email: 'owner@example.com', password: 'owner-pass-1', app_metadata: { role: 'admin' } },
  // 'admin' (from before roles) means owner; staff is a catalogue administrator, sales a sales one.
  { email: 'staff@example.com', password: 'staff-pass-1', app_metadata: { role: 'catalogue' } },
  { email: 'sales@example.com', password: 'sales-pass-1', app_metadata: { role: 'sales' } },
  { email: 'rotate@example.com', password: 'rotate-pass-1', app_metadata: { role: 'admin' } },
];
export const JWT_EXPIRY_SECONDS = 20;

/** Starts tests/supabase-standin/main.ts under tsx and waits for its `STANDIN {…}` line. */
export function startStandin({ databaseUrl, storageRoot, logFile, accounts, jwtExpiry }) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/supabase-standin/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      STANDIN_DATABASE_URL: databaseUrl,
      STANDIN_STORAGE_ROOT: storageRoot,
      STANDIN_JWT_EXPIRY: String(jwtExpiry),
      STANDIN_ACCOUNTS: JSON.stringify(accounts),
    },
    stdio: ['ignore', 'pipe', out],
  });
  process.once('exit', () => child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.on('exit', (code) => reject(new Error(`the stand-in exited (${code}); see ${logFile}`)));
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      fs.appendFileSync(logFile, chunk);
      const line = buffer.split('\n').find((l) => l.startsWith('STANDIN '));
      if (!line) return;
      const info = JSON.parse(line.slice('STANDIN '.length));
      resolve({
        ...info,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
