'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { isTranslationLocale } from '@/lib/i18n/content-locales';
import { Link } from '@/lib/i18n/navigation';
import { productHref } from '@/lib/seo/catalog-paths';
import type { SavedItem } from './create-item-form';

const link =
  'rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-emerald-900 ring-1 ring-emerald-300 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';

/** After Add New: where the product went, and the next steps (see it, edit it, translate it). */
export function SavedItemBanner({ saved, onClose, closeLabel }: { saved: SavedItem; onClose: () => void; closeLabel: string }) {
  const t = useTranslations('adminCatalog.savedBanner');
  const locale = useLocale();
  // Translate opens the admin's own language when it is a translation language, else Indonesian.
  const translateTo = isTranslationLocale(locale) ? locale : 'id';
  const box = useRef<HTMLDivElement>(null);
  // The Save button may be far below on a phone: bring the banner into view (focus stays put).
  // Braces on purpose: Chromium's scrollIntoView returns a promise, and an effect may return only a cleanup.
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest' });
  }, [saved]);
  return (
    <div ref={box} role="status" data-testid="saved-banner" className="rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p data-testid="save-success" className="text-sm font-semibold text-emerald-900">
            ✓ {saved.message}
          </p>
          <p className="mt-0.5 truncate text-sm text-emerald-900" data-testid="saved-name">
            {saved.name}
          </p>
        </div>
        <button type="button" onClick={onClose} aria-label={closeLabel} className="rounded px-1.5 text-emerald-900 hover:bg-emerald-100">
          ✕
        </button>
      </div>
      <nav aria-label={t('nextSteps')} className="mt-3 flex flex-wrap gap-2">
        <Link href={productHref({ id: saved.id, slug: saved.slugs?.[locale] })} target="_blank" className={link} data-testid="saved-view">
          {t('view')} <span aria-hidden="true">↗</span>
        </Link>
        <Link href={`/admin-panel/itemlist/${saved.id}`} className={link} data-testid="saved-edit">
          {t('edit')}
        </Link>
        <Link href={`/admin-panel/itemlist/${saved.id}?lang=${translateTo}`} className={link} data-testid="saved-translate">
          {t('translate')}
        </Link>
      </nav>
    </div>
  );
}
