// Types of edge-request.mjs (plain JavaScript, bundled into the Worker's entry).
export const PEER_ADDRESS_HEADER: string;
export function finishEdgeResponse(request: Request, response: Response): Response;
export function trustsCfConnectingIp(env: { TRUST_CF_CONNECTING_IP?: string } | undefined): boolean;
export function guardEdgeRequest(
  request: Request,
  env: { TRUST_CF_CONNECTING_IP?: string } | undefined,
): { response: Response; request?: undefined } | { request: Request; response?: undefined };
