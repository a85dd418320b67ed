'use client';

import { useEffect, useRef, useState } from 'react';
import type { SlugCheckResult } from '@/lib/blog/admin/action-support';
import {
  SLUG_CHECK_DELAY_MS,
  TITLE_CHECK_DELAY_MS,
  validateImageUrlLive,
  validateSlugFormat,
  validateTitle,
  type ValidationKey,
} from '@/lib/blog/admin/schemas';

type Options = {
  title: string;
  slug: string;
  imageUrl: string;
  /** Counts edits, so untouched fields (a freshly loaded post) are not checked. */
  touched: { title: boolean; slug: boolean; imageUrl: boolean };
  postId: string | null;
  /** The slug-availability server action, bound to the page's locale on the server. */
  checkSlug: (input: { slug: string; excludeId: string | null }) => Promise<SlugCheckResult>;
  onResult: (field: 'title' | 'slug' | 'featuredImageUrl', key: ValidationKey | null) => void;
  onSlugChecked?: () => void;
};

/**
 * SPEC section 5, live: the title 500 ms after typing stops, the slug 800 ms after (format first,
 * then availability through a server action, the field disabled meanwhile). Stale answers are dropped.
 */
export function useLiveValidation({ title, slug, imageUrl, touched, postId, checkSlug, onResult, onSlugChecked }: Options) {
  const [checkingSlug, setCheckingSlug] = useState(false);
  const slugRun = useRef(0);
  const report = useRef(onResult);
  const afterSlug = useRef(onSlugChecked);
  const check = useRef(checkSlug);
  useEffect(() => {
    report.current = onResult;
    afterSlug.current = onSlugChecked;
    check.current = checkSlug;
  });

  useEffect(() => {
    if (!touched.title) return;
    const timer = setTimeout(() => report.current('title', validateTitle(title)), TITLE_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [title, touched.title]);

  useEffect(() => {
    if (!touched.imageUrl) return;
    const timer = setTimeout(() => report.current('featuredImageUrl', validateImageUrlLive(imageUrl)), TITLE_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [imageUrl, touched.imageUrl]);

  useEffect(() => {
    if (!touched.slug) return;
    const run = ++slugRun.current;
    const timer = setTimeout(async () => {
      const formatError = validateSlugFormat(slug);
      if (formatError) return report.current('slug', formatError);
      setCheckingSlug(true);
      let key: ValidationKey | null;
      try {
        const result = await check.current({ slug, excludeId: postId });
        key = !result.ok ? 'slugCheckFailedLive' : result.data.available ? null : result.data.invalid ? 'slugFormat' : 'slugTakenLive';
      } catch {
        key = 'slugCheckFailedLive';
      }
      if (run !== slugRun.current) return;
      setCheckingSlug(false);
      report.current('slug', key);
      afterSlug.current?.();
    }, SLUG_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setCheckingSlug(false);
    };
  }, [slug, touched.slug, postId]);

  return { checkingSlug };
}
