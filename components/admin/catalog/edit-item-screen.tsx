'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState, useTransition } from 'react';
import { Dialog } from '@/components/ui/dialog';
import type { AdminItem } from '@/lib/catalog/admin-queries';
import type { ItemActionResult } from '@/lib/catalog/item-actions';
import type { ItemTranslationResult } from '@/lib/catalog/translations/actions';
import type { ItemTranslations } from '@/lib/catalog/translations/queries';
import { useRouter } from '@/lib/i18n/navigation';
import { DEFAULT_LOCALE, type AppLocale } from '@/lib/i18n/routing';
import { EditItemForm } from './edit-item-form';
import type { ItemAction } from './item-photos';
import { Toast, type ToastMessage } from './toast';
import { ItemLanguages } from './translations/item-languages';
import type { SaveTranslation } from './translations/translation-form';

type Props = {
  item: AdminItem;
  categories: Array<{ id: number; name: string }>;
  updateAction: ItemAction;
  deleteAction: ItemAction;
  /** The item's words in every translation locale, and the action that saves one. */
  translations: ItemTranslations;
  saveTranslationAction: SaveTranslation;
  /** The language tab open at first (?lang= in the address). */
  initialLanguage?: AppLocale;
};

/** What the server's copy of the item looks like: a new one (after Update) remounts the form. */
function fingerprint(item: AdminItem): string {
  return JSON.stringify([item.mainPhotoUrl, item.hoverPhotoUrl, item.gallery, item.specs.map((s) => s.id), item.categoryId]);
}

export function EditItemScreen({
  item,
  categories,
  updateAction,
  deleteAction,
  translations,
  saveTranslationAction,
  initialLanguage,
}: Props) {
  const t = useTranslations('adminCatalog');
  const tt = useTranslations('admin.itemTranslations');
  const [language, setLanguage] = useState<AppLocale>(initialLanguage ?? DEFAULT_LOCALE);
  const router = useRouter();
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, startDelete] = useTransition();
  const dismiss = useCallback(() => setToast(null), []);
  const show = (kind: ToastMessage['kind'], text: string) => setToast({ id: Date.now(), kind, text });

  function onResult(result: ItemActionResult) {
    if (result.ok) {
      show('success', result.message ?? t('updated'));
      router.refresh(); // new photo URLs and spec ids come from the server
    } else {
      show('error', result.formError ?? t('updateFailed'));
    }
  }

  function onTranslationResult(result: ItemTranslationResult) {
    if (result.ok) {
      show('success', result.message ?? tt('saved', { language: tt(`languages.${language}`) }));
      router.refresh(); // the list's completeness and the tabs' counts come from the server
    } else {
      show('error', result.formError ?? tt('errors.saveFailed'));
    }
  }

  function confirmDelete() {
    const form = new FormData();
    form.set('id', String(item.id));
    startDelete(async () => {
      let result: ItemActionResult;
      try {
        result = await deleteAction(null, form);
      } catch {
        result = { ok: false, formError: t('deleteFailed') };
      }
      setConfirming(false);
      if (!result.ok) {
        show('error', result.formError ?? t('deleteFailed'));
        return;
      }
      // The inventory shows 'Item deleted' after the redirect (?deleted=1), not this screen for a moment.
      router.replace('/admin-panel/itemlist?deleted=1');
    });
  }

  return (
    <>
      <ItemLanguages
        key={fingerprint(item)}
        item={item}
        translations={translations}
        active={language}
        onSelect={setLanguage}
        saveAction={saveTranslationAction}
        onResult={onTranslationResult}
        english={
          <EditItemForm
            item={item}
            categories={categories}
            action={updateAction}
            onResult={onResult}
            onDelete={() => setConfirming(true)}
            deleting={deleting}
          />
        }
      />
      <Dialog open={confirming} onClose={() => !deleting && setConfirming(false)} labelledBy="delete-title" className="max-w-md">
        <div className="p-6">
          <h2 id="delete-title" className="text-lg font-semibold text-slate-900">
            {t('edit.confirmTitle')}
          </h2>
          <p className="mt-2 text-slate-700">{t('edit.confirmDelete')}</p>
          <p className="mt-1 text-sm text-slate-500">{t('edit.confirmHint', { name: item.itemName })}</p>
          <div className="mt-6 flex justify-end gap-3">
            <button
              type="button"
              autoFocus
              onClick={() => setConfirming(false)}
              disabled={deleting}
              className="rounded-lg px-4 py-2 font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              {t('edit.cancel')}
            </button>
            <button
              type="button"
              onClick={confirmDelete}
              disabled={deleting}
              className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {deleting ? t('edit.deleting') : t('edit.delete')}
            </button>
          </div>
        </div>
      </Dialog>
      <Toast toast={toast} onDismiss={dismiss} dismissLabel={t('edit.close')} />
    </>
  );
}
