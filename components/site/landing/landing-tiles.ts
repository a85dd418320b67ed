import type { MenuCategory } from '@/lib/catalog/categories-queries';
import { categoryHref } from '@/lib/seo/catalog-paths';
import { siteConfig } from '@/lib/site-config';

// The landing page's product tiles: the owner's categories (admin Categories screen), in the
// owner's order and the page's language, each linking its slug address. The three categories the
// site started with keep their drawing and their line of text; any other gets the plain drawing and
// a general line, since the owner writes no description for a category.

type Preset = (typeof siteConfig.productCategories)[number]['key'];

export type LandingTile = {
  id: number;
  /** Unprefixed address (`/category/6/hardbox`), for LocalizedLink. */
  href: string;
  name: string;
  /** Set when the name falls back to English on a page in another language. */
  lang?: string;
  variant: Preset;
  /** The landing message key of the tile's text. */
  textKey: `${Preset}Text` | 'categoryText';
};

export function landingTiles(menu: readonly MenuCategory[]): LandingTile[] {
  return menu.map((c) => {
    const preset = siteConfig.productCategories.find((p) => p.id === c.id)?.key;
    return {
      id: c.id,
      href: categoryHref(c),
      name: c.name,
      ...(c.lang ? { lang: c.lang } : {}),
      variant: preset ?? 'hardbox',
      textKey: preset ? `${preset}Text` : 'categoryText',
    };
  });
}

/** When the database cannot be read (a build without one): the configured categories, by id. */
export function configuredTiles(name: (key: Preset) => string): LandingTile[] {
  return siteConfig.productCategories.map((p) => ({
    id: p.id,
    href: categoryHref({ id: p.id }),
    name: name(p.key),
    variant: p.key,
    textKey: `${p.key}Text`,
  }));
}
