import { journeysConfig } from '../tests/playwright-journeys';

/**
 * The prod-rehearsal journeys (scripts/prod-rehearsal.mjs starts everything and passes the URLs):
 * the standalone server on PostgreSQL + supabase/policies.sql, with the Supabase stand-in (or, in
 * scripts/prod-live.mjs, a real Supabase project) as Auth and Storage.
 * One worker: the journeys share one Storage bucket, and the non-admin journey asserts that the
 * bucket did not change while its refused action ran (a parallel admin journey's uploads made that
 * check fail by chance). Serial costs ~20 s.
 */
export default journeysConfig({ name: 'rehearsal', baseURL: process.env.E2E_BASE_URL });
