// How often one visitor may search: a sliding window per address, counted in the memory of the
// process that answers (the middleware; no database there, docs/decisions/020). A search is a
// database statement; a crawler or script following search links could otherwise keep the one
// embedded database busy for every other visitor. Only requests that would search count (a
// query, not the bare page). Addresses are counted the way the sign-in and quote form limits count
// them (lib/auth/address-key.ts: one IPv6 /64 is one line). Edge-safe: no `node:` import.
import { addressKey } from '@/lib/auth/address-key';

export const SEARCH_WINDOW_MS = 60_000;
/** Searches per address per minute unless SEARCH_RATE_LIMIT says otherwise; 0 turns the limit off. */
export const DEFAULT_SEARCHES_PER_WINDOW = 30;
/** Addresses remembered at once: past this the least recently seen is forgotten, so memory stays bounded. */
export const MAX_TRACKED_ADDRESSES = 10_000;

/** SEARCH_RATE_LIMIT as a whole number of searches per minute (0 = off), or the default. */
export function searchLimitFromEnv(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_SEARCHES_PER_WINDOW;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : DEFAULT_SEARCHES_PER_WINDOW;
}

export type SearchVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type SearchLimiter = { take(ip: string, now?: number): SearchVerdict; readonly size: number };

export function createSearchLimiter(limit: number, windowMs = SEARCH_WINDOW_MS, maxAddresses = MAX_TRACKED_ADDRESSES): SearchLimiter {
  // Per address, its searches in the window, oldest first. A Map iterates in insertion order, so
  // re-inserting on each use keeps the least recently seen address first for eviction.
  const seen = new Map<string, number[]>();
  return {
    get size() {
      return seen.size;
    },
    take(ip, now = Date.now()) {
      if (limit <= 0) return { allowed: true };
      const key = addressKey(ip);
      const times = (seen.get(key) ?? []).filter((t) => t > now - windowMs);
      seen.delete(key);
      if (times.length >= limit) {
        seen.set(key, times);
        // Free again when the oldest search that keeps the count at the limit leaves the window.
        const ms = (times[times.length - limit] as number) + windowMs - now;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) };
      }
      times.push(now);
      seen.set(key, times);
      if (seen.size > maxAddresses) seen.delete(seen.keys().next().value as string);
      return { allowed: true };
    },
  };
}
