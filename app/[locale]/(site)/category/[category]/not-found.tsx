import { CategoryNotFound } from '@/components/catalog/category-browser';

// Unknown category (HTTP 404). Next keeps a not-found boundary ready in the scripts of every page
// below it, though almost no visitor sees it: rendering one from the category browser's module,
// which category pages load anyway, adds no script of its own (components/catalog/category-browser.tsx).
export default function CategoryNotFoundBoundary() {
  return <CategoryNotFound />;
}
