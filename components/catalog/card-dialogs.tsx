'use client';

import { lazy, Suspense } from 'react';
import type { CatalogItem } from '@/lib/catalog/read-models';
import type { CardLabels } from './labels';
import { CARD_ACTION, type CardAction } from './product-card';

// The modal (dialog, carousel, table) and the "Add to quote" dialog (form, the list's store) are
// fetched on the first click, not with the page. React.lazy rather than next/dynamic: mounted only
// after a click, so no SSR bail-out is needed (and next/dynamic's loader would add ~1.6 kB).
const SpecificationModal = lazy(() => import('./specification-modal').then((m) => ({ default: m.SpecificationModal })));
const AddToQuoteDialog = lazy(() => import('@/components/quote/add-to-quote-dialog').then((m) => ({ default: m.AddToQuoteDialog })));

/** The dialog the grid shows: which card asked for what, and whether it is open (closing animates). */
export type OpenCardDialog = { action: CardAction; item: CatalogItem; open: boolean };

/**
 * One dialog for the whole grid instead of two per card (cards hydrate without state).
 * Keyed by action and item, so a new card starts with a fresh carousel / form; the Dialog gives
 * focus back to the button that opened it.
 */
export function CardDialogs({ dialog, labels, onClose }: { dialog: OpenCardDialog | null; labels: CardLabels; onClose: () => void }) {
  if (!dialog) return null;
  const { action, item, open } = dialog;
  return (
    <Suspense fallback={null}>
      {action === CARD_ACTION.specification ? (
        <SpecificationModal key={`s${item.id}`} item={item} labels={labels} open={open} onClose={onClose} />
      ) : (
        <AddToQuoteDialog
          key={`q${item.id}`}
          item={item}
          name={item.name || labels.productNameFallback}
          labels={labels.quote}
          open={open}
          onClose={onClose}
        />
      )}
    </Suspense>
  );
}
