import { journeysConfig } from '../tests/playwright-journeys';

/**
 * The full-disk journeys (scripts/full-disk.mjs mounts the tmpfs, prepares the standalone build's
 * copy and the server's environment, and passes them in FULL_DISK_*). The journeys start and stop
 * the server themselves, on the port the harness chose.
 */
export default journeysConfig({ name: 'full-disk', baseURL: `http://127.0.0.1:${process.env.FULL_DISK_PORT ?? '3000'}` });
