// The Worker's entry (wrangler.jsonc `main`): OpenNext's generated worker (.open-next/worker.js, made
// by `npm run build:cloudflare`) behind the checks the Node server runs before Next sees a request
// (lib/security/edge-request.mjs: methods, body limits from the headers, the visitor's address from
// CF-Connecting-IP), and the Cache-Control rule it applies as responses leave. Plain JavaScript: the generated file does not exist when the types are checked.
import { finishEdgeResponse, guardEdgeRequest } from '../lib/security/edge-request.mjs';
import openNext from '../.open-next/worker.js';

const worker = {
  async fetch(request, env, ctx) {
    const guarded = guardEdgeRequest(request, env);
    if (guarded.response) return guarded.response;
    return finishEdgeResponse(guarded.request, await openNext.fetch(guarded.request, env, ctx));
  },
};

export default worker;
