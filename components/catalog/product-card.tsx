import type { CardItem } from '@/lib/catalog/read-models';
import { productPath } from '@/lib/seo/catalog-paths';
import type { CardLabels } from './labels';
import { ProductPhoto, type PhotoLoad } from './product-photo';

/** What a card's button asks the grid to open (`data-card-action`; the grid delegates the clicks). */
export const CARD_ACTION = { specification: 'specification', quote: 'quote' } as const;
export type CardAction = (typeof CARD_ACTION)[keyof typeof CARD_ACTION];

/**
 * Product card: photo (hover swap) and name link to the product page; 'Specification' opens the modal,
 * 'Add to quote' a small dialog with quantity and note. No state and no handlers of its own:
 * the grid listens to clicks once (CardDialogs) and reads `data-card-action` + `data-item-id`, so
 * hydrating a page of cards costs no hooks per card.
 * The photo's alt is empty: the link is named by the heading inside it (no doubled name).
 */
export function ProductCard({ item, labels, load = 'lazy' }: { item: CardItem; labels: CardLabels; load?: PhotoLoad }) {
  const name = item.name || labels.productNameFallback;
  return (
    <article className="group product-card">
      <a href={productPath(labels.locale, item)} className="block focus-visible:outline-offset-[-2px]">
        <ProductPhoto main={item.mainPhotoUrl} hover={item.hoverPhotoUrl} load={load} />
        <h2 lang={item.lang?.name} className="product-card-name">
          {name}
        </h2>
      </a>
      <div className="card-actions">
        <button
          type="button"
          aria-haspopup="dialog"
          data-card-action={CARD_ACTION.specification}
          data-item-id={item.id}
          className="card-button card-spec"
        >
          {labels.specification}
        </button>
        <button
          type="button"
          aria-haspopup="dialog"
          data-card-action={CARD_ACTION.quote}
          data-item-id={item.id}
          className="card-button card-quote"
        >
          <span className="plus-icon" aria-hidden="true" />
          {labels.quote.button}
        </button>
      </div>
    </article>
  );
}

/** The card action a click inside the grid is about, or null (pure: unit-tested). */
export function cardActionOf(target: EventTarget | null): { action: CardAction; itemId: number } | null {
  const button = target instanceof Element ? target.closest('[data-card-action]') : null;
  if (!button) return null;
  const action = button.getAttribute('data-card-action');
  const itemId = Number(button.getAttribute('data-item-id'));
  if ((action !== CARD_ACTION.specification && action !== CARD_ACTION.quote) || !Number.isInteger(itemId)) return null;
  return { action, itemId };
}
