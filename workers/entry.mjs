// The Worker's entry (wrangler.jsonc `main`): OpenNext's generated worker (.open-next/worker.js, made
// by `npm run build:cloudflare`) behind the checks the Node server runs before Next sees a request
// (lib/security/edge-request.mjs: body limits from the headers, the visitor's address from
// CF-Connecting-IP). Plain JavaScript: the generated file does not exist when the types are checked.
import { guardEdgeRequest } from '../lib/security/edge-request.mjs';
import openNext from '../.open-next/worker.js';

const worker = {
  async fetch(request, env, ctx) {
    const guarded = guardEdgeRequest(request, env);
    return guarded.response ?? openNext.fetch(guarded.request, env, ctx);
  },
};

export default worker;
