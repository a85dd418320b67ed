/**
 * Options every Supabase client of the app shares: the PKCE sign-in flow. Supabase's Realtime client
 * (created eagerly, never used here) finds Node's global WebSocket on the supported Node line, so it
 * needs no stand-in transport any more.
 */
export const supabaseClientOptions = {
  auth: { flowType: 'pkce' as const },
};
