'use client';

import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AdminCategory } from '@/lib/catalog/admin-queries';
import { formatItemCompleteness, type TranslationCompleteness } from '@/lib/catalog/translations/completeness';
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/i18n/content-locales';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { filterInventory, inventoryQuery, readInventoryState, type InventoryItem, type InventoryState } from './inventory-filters';
import { InventoryToolbar } from './inventory-toolbar';
import { Toast, type ToastMessage } from './toast';

type Props = { items: InventoryItem[]; categories: AdminCategory[] };

const editHref = (id: number) => `/admin-panel/itemlist/${id}`;

function Thumb({ url, size }: { url: string | null; size: number }) {
  const t = useTranslations('adminCatalog.list');
  if (!url) {
    return (
      <span
        style={{ width: size, height: size }}
        className="flex shrink-0 items-center justify-center rounded-lg bg-slate-100 text-center text-[10px] text-slate-600"
      >
        {t('noPhoto')}
      </span>
    );
  }
  return (
    <Image
      src={url}
      alt=""
      width={size}
      height={size}
      sizes={`${size}px`}
      className="shrink-0 rounded-lg bg-slate-100 object-cover"
      style={{ width: size, height: size }}
    />
  );
}

function CardPhoto({ url }: { url: string | null }) {
  const t = useTranslations('adminCatalog.list');
  return (
    <div className="relative aspect-[4/3] bg-slate-100">
      {url ? (
        <Image src={url} alt="" fill sizes="(min-width: 1280px) 20vw, (min-width: 640px) 33vw, 50vw" className="object-cover" />
      ) : (
        <span className="absolute inset-0 flex items-center justify-center text-xs text-slate-600">{t('noPhoto')}</span>
      )}
    </div>
  );
}

/** "ID 7/8 · 1 outdated · 中文 3/8", with the full language names for screen readers. */
function Completeness({ value }: { value: TranslationCompleteness | undefined }) {
  const t = useTranslations('admin.itemTranslations');
  if (!value) return null;
  const text = (key: 'short' | 'languages') =>
    formatItemCompleteness(
      value,
      Object.fromEntries(TRANSLATION_LOCALES.map((l) => [l, t(`${key}.${l}`)])) as Record<TranslationLocale, string>,
      (count) => t('outdatedCount', { count }),
    );
  return (
    <span className="text-xs text-slate-600 tabular-nums" data-testid="translation-completeness">
      <span aria-hidden="true">{text('short')}</span>
      <span className="sr-only">
        {t('listLabel')}: {text('languages')}
      </span>
    </span>
  );
}

/** SPEC 'Product Inventory': filters, search, sort and view live in the URL. */
export function ItemInventory({ items, categories }: Props) {
  const t = useTranslations('adminCatalog.list');
  const tt = useTranslations('admin.itemTranslations');
  const locale = useLocale();
  const router = useRouter();
  const params = useSearchParams();
  // The state is local and the URL follows it: bound to the URL alone, controls would lag (and
  // snap back) while each router.replace is pending, and quick changes would undo each other.
  const [state, setLocalState] = useState<InventoryState>(() => readInventoryState(new URLSearchParams(params.toString())));
  const groups = useMemo(() => filterInventory(items, state, locale), [items, state, locale]);
  const count = groups.reduce((n, g) => n + g.items.length, 0);
  const hasUncategorised = items.some((i) => i.categoryId === null);
  // '?deleted=1' (set by Edit Item after a delete): the confirmation is shown here, once.
  const tc = useTranslations('adminCatalog');
  const [toast, setToast] = useState<ToastMessage | null>(() =>
    params.has('deleted') ? { id: 1, kind: 'success', text: tc('deleted') } : null,
  );
  const dismissToast = useCallback(() => setToast(null), []);
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has('deleted')) return;
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${inventoryQuery(readInventoryState(new URLSearchParams(window.location.search)))}`,
    );
  }, []);

  const setState = (patch: Partial<InventoryState>) => {
    const next = { ...state, ...patch };
    setLocalState(next);
    // Native replaceState (Next keeps useSearchParams in step): no server round trip per keystroke.
    window.history.replaceState(null, '', `${window.location.pathname}${inventoryQuery(next)}`);
  };

  return (
    <div className="space-y-5">
      <Toast toast={toast} onDismiss={dismissToast} dismissLabel={tc('edit.close')} />
      <InventoryToolbar state={state} onChange={setState} categories={categories} showNoCategory={hasUncategorised} count={count} />

      {count === 0 ? (
        <div className="rounded-2xl bg-white p-10 text-center ring-1 ring-slate-200" data-testid="inventory-empty">
          <p className="text-lg font-semibold text-slate-900">{t('empty')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('emptyHint')}</p>
        </div>
      ) : state.view === 'grid' ? (
        groups.map((group) => (
          <section key={group.key} aria-labelledby={`group-${group.key}`} className="space-y-3">
            <h2 id={`group-${group.key}`} className="flex items-baseline gap-2 text-lg font-semibold text-slate-900">
              {group.name ?? t('noCategory')}
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">
                {t('groupCount', { count: group.items.length })}
              </span>
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
              {group.items.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md"
                  data-testid="inventory-card"
                >
                  <CardPhoto url={item.mainPhotoUrl} />
                  <div className="flex flex-1 flex-col gap-2 p-3">
                    <p className="line-clamp-2 leading-snug font-medium text-slate-900" title={item.itemName}>
                      {item.itemName}
                    </p>
                    {item.itemCode ? (
                      <p className="font-mono text-xs text-slate-600" data-testid="inventory-code">
                        {item.itemCode}
                      </p>
                    ) : null}
                    <p className="text-xs text-slate-600">{t('specCount', { count: item.specCount })}</p>
                    <Completeness value={item.translations} />
                    <Link
                      href={editHref(item.id)}
                      aria-label={t('editItem', { name: item.itemName })}
                      className="mt-auto rounded-lg bg-teal-700 px-3 py-1.5 text-center text-sm font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
                    >
                      {t('edit')}
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))
      ) : (
        <>
          <div className="rounded-2xl bg-amber-50 p-6 text-center ring-1 ring-amber-200 md:hidden" data-testid="not-support-mobile">
            <p className="font-semibold text-amber-900">{t('notSupportMobile')}</p>
            <p className="mt-1 text-sm text-amber-800">{t('notSupportMobileHint')}</p>
          </div>
          <div className="hidden space-y-6 md:block">
            <p className="text-xs text-slate-500">{t('doubleClickHint')}</p>
            {groups.map((group) => (
              <section key={group.key} aria-labelledby={`tgroup-${group.key}`}>
                <h2 id={`tgroup-${group.key}`} className="mb-2 flex items-baseline gap-2 text-lg font-semibold text-slate-900">
                  {group.name ?? t('noCategory')}
                  <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">
                    {t('groupCount', { count: group.items.length })}
                  </span>
                </h2>
                <table className="w-full overflow-hidden rounded-xl bg-white text-left text-sm shadow-sm ring-1 ring-slate-200">
                  <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
                    <tr>
                      <th scope="col" className="w-14 px-4 py-2">
                        {t('colNo')}
                      </th>
                      <th scope="col" className="px-4 py-2">
                        {t('colName')}
                      </th>
                      <th scope="col" className="px-4 py-2">
                        {t('colCategory')}
                      </th>
                      <th scope="col" className="px-4 py-2">
                        {t('colSpecs')}
                      </th>
                      <th scope="col" className="px-4 py-2">
                        {tt('listLabel')}
                      </th>
                      <th scope="col" className="px-4 py-2 text-right">
                        {t('colActions')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {group.items.map((item, i) => (
                      <tr
                        key={item.id}
                        onDoubleClick={() => router.push(editHref(item.id))}
                        className="cursor-pointer border-t border-slate-100 hover:bg-teal-50/60"
                        data-testid="inventory-row"
                      >
                        <td className="px-4 py-2 text-slate-500 tabular-nums">{i + 1}</td>
                        <td className="px-4 py-2">
                          <span className="flex items-center gap-3 font-medium text-slate-900">
                            <Thumb url={item.mainPhotoUrl} size={40} />
                            <span>
                              {item.itemName}
                              {item.itemCode ? (
                                <span className="block font-mono text-xs font-normal text-slate-500">{item.itemCode}</span>
                              ) : null}
                            </span>
                          </span>
                        </td>
                        <td className="px-4 py-2 text-slate-700">{item.categoryName ?? t('noCategory')}</td>
                        <td className="px-4 py-2 text-slate-700">{t('specCount', { count: item.specCount })}</td>
                        <td className="px-4 py-2">
                          <Completeness value={item.translations} />
                        </td>
                        <td className="px-4 py-2 text-right">
                          <Link
                            href={editHref(item.id)}
                            aria-label={t('editItem', { name: item.itemName })}
                            className="rounded-lg px-3 py-1.5 font-medium text-teal-800 hover:bg-teal-100"
                          >
                            {t('edit')}
                          </Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
