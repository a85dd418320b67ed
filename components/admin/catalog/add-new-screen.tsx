'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { ItemActionResult } from '@/lib/catalog/item-actions';
import { CreateItemForm, type SavedItem } from './create-item-form';
import { SavedItemBanner } from './saved-item-banner';

type Props = {
  categories: Array<{ id: number; name: string }>;
  action: (prev: ItemActionResult | null, form: FormData) => Promise<ItemActionResult>;
};

/**
 * Holds the form's generation: after a save a new, empty form replaces the old one. The banner
 * lives here, outside the form, so its links (view, edit, translate the product just saved) stay
 * after the reset, until the next save or until it is closed.
 */
export function AddNewScreen({ categories, action }: Props) {
  const t = useTranslations('adminCatalog');
  const [generation, setGeneration] = useState(0);
  const [saved, setSaved] = useState<SavedItem | null>(null);
  const reset = useCallback(() => setGeneration((g) => g + 1), []);
  return (
    <div className="space-y-4">
      <div aria-live="polite">
        {saved ? <SavedItemBanner saved={saved} onClose={() => setSaved(null)} closeLabel={t('savedBanner.close')} /> : null}
      </div>
      <CreateItemForm
        key={generation}
        categories={categories}
        action={action}
        onReset={reset}
        onSaved={setSaved}
        onSaving={() => setSaved(null)}
      />
    </div>
  );
}
