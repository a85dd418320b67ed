import { ProductNotFound } from '@/components/catalog/product-gallery';

// Unknown or invalid product id (HTTP 404). Next keeps a not-found boundary ready in the scripts of
// every page below it, though almost no visitor sees it: rendering one from the gallery's module,
// which product pages load anyway, adds no script of its own (components/catalog/product-gallery.tsx).
export default function ProductNotFoundBoundary() {
  return <ProductNotFound />;
}
