import { journeysConfig } from '../tests/playwright-journeys';

/**
 * The edge rehearsal (scripts/edge-rehearsal.mjs starts the Worker in workerd and passes the URLs):
 * the production rehearsal's journeys (e2e-rehearsal/), then the Worker's own (this folder).
 */
const config = journeysConfig({ name: 'edge', baseURL: process.env.E2E_BASE_URL });
const edge = { ...config, testDir: '..', testMatch: ['e2e-rehearsal/*.spec.ts', 'e2e-edge/*.spec.ts'] };
export default edge;
