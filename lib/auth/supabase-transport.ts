/**
 * IMPORTANT: supabase-js creates a Realtime client eagerly and, on Node 20 (no global WebSocket),
 * throws 'native WebSocket not found'. This app never uses Realtime, so it gets a transport that
 * refuses to connect instead of an extra WebSocket dependency.
 */
export class RealtimeNotUsed {
  constructor() {
    throw new Error('Supabase Realtime is not used by this application');
  }
}

export const supabaseClientOptions = {
  realtime: { transport: RealtimeNotUsed as unknown as typeof WebSocket },
  auth: { flowType: 'pkce' as const },
};
