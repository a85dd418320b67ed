import { journeysConfig } from '../tests/playwright-journeys';

/**
 * The cdn journeys (scripts/cdn.mjs starts the standalone server, Varnish in front of it and a purge
 * relay, and passes CDN_PROXY_URL / CDN_ORIGIN_URL / CDN_RELAY_CONTROL). The browser, admin included,
 * goes through the proxy, as a visitor behind a CDN would.
 */
export default journeysConfig({ name: 'cdn', baseURL: process.env.CDN_PROXY_URL });
