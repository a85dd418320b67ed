'use client';

import { useCallback, useState } from 'react';
import type { ItemActionResult } from '@/lib/catalog/item-actions';
import { CreateItemForm } from './create-item-form';

type Props = {
  categories: Array<{ id: number; name: string }>;
  action: (prev: ItemActionResult | null, form: FormData) => Promise<ItemActionResult>;
};

/** Holds the form's generation: after the success banner a new, empty form replaces the old one. */
export function AddNewScreen({ categories, action }: Props) {
  const [generation, setGeneration] = useState(0);
  const reset = useCallback(() => setGeneration((g) => g + 1), []);
  return <CreateItemForm key={generation} categories={categories} action={action} onReset={reset} />;
}
