import { journeysConfig } from '../tests/playwright-journeys';

/**
 * The scale-out journeys (scripts/scale-out.mjs starts Redis, PostgreSQL and two instances of one
 * build, and passes SCALE_A_URL / SCALE_B_URL). The admin works on instance A (baseURL); the
 * checks read instance B. Serial: the journeys stop and restart the one Redis.
 */
export default journeysConfig({ name: 'scale-out', baseURL: process.env.SCALE_A_URL });
