'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { BoundaryStrings } from '@/lib/i18n/boundary-strings';

const Context = createContext<BoundaryStrings | null>(null);

/** See lib/i18n/boundary-strings.ts: the strings of error/not-found boundaries, without next-intl. */
export function BoundaryStringsProvider({ value, children }: { value: BoundaryStrings; children: ReactNode }) {
  return <Context value={value}>{children}</Context>;
}

export function useBoundaryStrings(): BoundaryStrings {
  const value = useContext(Context);
  if (!value) throw new Error('useBoundaryStrings needs the root layout’s BoundaryStringsProvider');
  return value;
}
