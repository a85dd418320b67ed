'use client';

import { useSyncExternalStore } from 'react';
import { preload } from 'react-dom';
import { cardPhotoAttrs } from './card-photo-src';
import { PLACEHOLDER_IMAGE } from './placeholder';

// For client importers only: a server component importing a value from this client module gets a
// reference, not the string (they import it from ./photo-src or ./placeholder).
export { PLACEHOLDER_IMAGE };

export type PhotoLoad = 'lazy' | 'eager' | 'preload';

const subscribeNothing = () => () => {};

/**
 * Square product photo on a card; with a hover photo it cross-fades (0.3 s) on pointer hover of the
 * `group`. `load`: 'preload' for the LCP candidates (a <link rel=preload> with the srcset and sizes,
 * fetched at high priority), 'eager' for the rest of the first row.
 * A client component without state: a server page sends only the photo paths in its RSC data, and
 * the srcset and class lists are written here (the same code renders the category grid's cards).
 * The hover photo is added once the page has hydrated: a pointer hover needs the page's script
 * anyway, and its <img> with srcset and sizes was ~0.6 KB of every card's markup.
 */
export function ProductPhoto({ main, hover, load = 'lazy' }: { main: string | null; hover?: string | null; load?: PhotoLoad }) {
  const photo = cardPhotoAttrs(main ?? PLACEHOLDER_IMAGE);
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const swap = hydrated && !!hover;
  if (load === 'preload') {
    preload(photo.src, { as: 'image', imageSrcSet: photo.srcSet, imageSizes: photo.sizes, fetchPriority: 'high' });
  }
  return (
    <div className="photo-box aspect-square">
      {/* eslint-disable-next-line @next/next/no-img-element -- the optimizer srcset is written by photo-src.ts (next/image would add its client code) */}
      <img
        {...photo}
        alt=""
        loading={load === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={load === 'preload' ? 'high' : undefined}
        decoding="async"
        className={swap ? 'photo-fill group-hover:opacity-0' : 'photo-fill'}
      />
      {hydrated && hover && (
        // eslint-disable-next-line @next/next/no-img-element -- the optimizer srcset is written by photo-src.ts (next/image would add its client code)
        <img {...cardPhotoAttrs(hover)} alt="" loading="lazy" decoding="async" className="photo-fill opacity-0 group-hover:opacity-100" />
      )}
    </div>
  );
}
