import { minimumQuantity } from '@/lib/product-fields/moq';
import type { CatalogItem } from '@/lib/catalog/read-models';
import type { QuoteProduct } from './labels';

/** What a quote line keeps of a catalogue item: its id, display snapshot and structured MOQ. */
export function quoteProductOf(
  item: Pick<CatalogItem, 'id' | 'code' | 'mainPhotoUrl' | 'fields'> & { slug?: string },
  name: string,
): QuoteProduct {
  return {
    itemId: item.id,
    name,
    code: item.code,
    photo: item.mainPhotoUrl,
    moq: minimumQuantity(item.fields.moq),
    unit: item.fields.moq?.unit ?? null,
    ...(item.slug ? { slug: item.slug } : {}),
  };
}
