// `node --import ./lib/security/body-guard-preload.mjs …`: installs the body guard before the
// server starts (see body-guard.mjs). Relative to the working directory: the repository for
// `npm start`, the standalone folder (which carries a copy, see next.config.ts) for server.js.
import { installBodyGuard } from './body-guard.mjs';

installBodyGuard();
