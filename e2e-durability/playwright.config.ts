import { journeysConfig } from '../tests/playwright-journeys';

/**
 * The durability journeys (scripts/durability.mjs prepares the standalone build's copy, the server's
 * environment and a seeded data folder, and passes them in DURABILITY_*). The journeys start, kill
 * and restart their servers themselves, so there is no baseURL: each page names its server.
 */
export default journeysConfig({ name: 'durability', baseURL: undefined });
