'use client';

import { useLocale } from 'next-intl';
import { useCallback, useRef } from 'react';
import { slugFromTitleAction } from '@/lib/blog/admin/actions';
import { generateSlug } from '@/lib/blog/admin/slug';

const HAN = /\p{Script=Han}/u;

/** A slug from a Latin title, at once in the browser; '' when it has no Latin letter or digit. */
export function latinSlug(title: string): string {
  const folded = title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return /[a-z0-9]/i.test(folded) ? generateSlug(title) : '';
}

/**
 * "Generate from title" for every language: Latin titles (English, Indonesian) in the browser as
 * the SPEC's live slug always did; Chinese ones through the server, which holds the pinyin
 * dictionary. `apply` gets the slug ('' = nothing usable, the caller says so) only for the latest
 * title asked, so a slow answer never overwrites a newer one.
 */
export function useTitleSlug() {
  const locale = useLocale();
  const latest = useRef(0);
  return useCallback(
    (title: string, apply: (slug: string) => void) => {
      const run = ++latest.current;
      if (title.trim() === '' || !HAN.test(title)) {
        apply(title.trim() === '' ? '' : latinSlug(title));
        return;
      }
      slugFromTitleAction(locale, { title }).then(
        (result) => run === latest.current && apply(result.ok ? result.data.slug : ''),
        () => run === latest.current && apply(''),
      );
    },
    [locale],
  );
}
