import { journeysConfig } from '../tests/playwright-journeys';

/** The image lane's admin journey (scripts/image.mjs runs the replayed image and passes IMAGE_BASE_URL). */
export default journeysConfig({ name: 'image', baseURL: process.env.IMAGE_BASE_URL });
