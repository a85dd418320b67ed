import { minimumOrderQuantity } from '@/lib/inquiries/moq';
import type { CatalogItem } from '@/lib/catalog/read-models';
import type { QuoteProduct } from './labels';

/** What a quote line keeps of a catalogue item: its id, display snapshot and MOQ (from its spec rows). */
export function quoteProductOf(item: Pick<CatalogItem, 'id' | 'code' | 'mainPhotoUrl' | 'specifications'>, name: string): QuoteProduct {
  return { itemId: item.id, name, code: item.code, photo: item.mainPhotoUrl, moq: minimumOrderQuantity(item.specifications) };
}
