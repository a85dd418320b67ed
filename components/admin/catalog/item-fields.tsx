'use client';

import { useTranslations } from 'next-intl';
import { RichTextEditor, type RichTextLabels } from '@/components/admin/rich-text/rich-text-editor';
import { MAX_ITEM_CODE } from '@/lib/catalog/schemas';
import { MoqFields } from './moq-fields';
import { SpecRows, type SpecDraft } from './spec-rows';

export type ItemDraft = {
  categoryId: string;
  itemName: string;
  itemCode: string;
  description: string;
  specs: SpecDraft[];
  /** Minimum order as typed ('' = any quantity) and its unit ('' = none). */
  moqQuantity: string;
  moqUnit: string;
};
export type FieldErrors = Partial<
  Record<'categoryId' | 'itemName' | 'itemCode' | 'description' | 'specs' | 'moq' | 'mainPhoto' | 'hoverPhoto' | 'gallery', string>
>;

type Props = {
  draft: ItemDraft;
  onChange: (patch: Partial<ItemDraft>) => void;
  categories: Array<{ id: number; name: string }>;
  errors: FieldErrors;
};

export const EDITOR_LABEL_KEYS: ReadonlyArray<keyof RichTextLabels> = [
  'toolbar',
  'bold',
  'italic',
  'heading2',
  'heading3',
  'paragraph',
  'bulletList',
  'numberedList',
  'link',
  'linkPrompt',
  'linkApply',
  'linkCancel',
  'linkInvalid',
  'unlink',
  'undo',
  'redo',
  'loading',
  'loadError',
];

const inputClass =
  'mt-1 block w-full rounded-lg border px-3 py-2 text-slate-900 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none';

/** Category, name, product code, rich-text description and specification rows: shared by Add New and Edit. */
export function ItemFields({ draft, onChange, categories, errors }: Props) {
  const t = useTranslations('adminCatalog');
  const editorLabels = Object.fromEntries(EDITOR_LABEL_KEYS.map((key) => [key, t(`editor.${key}`)])) as RichTextLabels;

  return (
    <div className="space-y-5">
      <div>
        <label htmlFor="item-category" className="text-sm font-semibold text-slate-800">
          {t('form.category')}
        </label>
        <select
          id="item-category"
          name="categoryId"
          value={draft.categoryId}
          onChange={(e) => onChange({ categoryId: e.target.value })}
          aria-invalid={errors.categoryId ? true : undefined}
          aria-describedby={errors.categoryId ? 'item-category-error' : undefined}
          className={`${inputClass} bg-white ${errors.categoryId ? 'border-red-500' : 'border-slate-300'}`}
        >
          <option value="">{t('form.selectCategory')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {errors.categoryId ? (
          <p id="item-category-error" className="mt-1 text-sm text-red-700">
            {errors.categoryId}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="item-name" className="text-sm font-semibold text-slate-800">
          {t('form.name')}
        </label>
        <input
          id="item-name"
          name="itemName"
          value={draft.itemName}
          maxLength={200}
          placeholder={t('form.namePlaceholder')}
          onChange={(e) => onChange({ itemName: e.target.value })}
          aria-invalid={errors.itemName ? true : undefined}
          aria-describedby={errors.itemName ? 'item-name-error' : undefined}
          className={`${inputClass} ${errors.itemName ? 'border-red-500' : 'border-slate-300'}`}
        />
        {errors.itemName ? (
          <p id="item-name-error" className="mt-1 text-sm text-red-700">
            {errors.itemName}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="item-code" className="text-sm font-semibold text-slate-800">
          {t('form.code')} <span className="font-normal text-slate-500">{t('form.optional')}</span>
        </label>
        <input
          id="item-code"
          name="itemCode"
          value={draft.itemCode}
          maxLength={MAX_ITEM_CODE}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('form.codePlaceholder')}
          onChange={(e) => onChange({ itemCode: e.target.value })}
          aria-invalid={errors.itemCode ? true : undefined}
          aria-describedby={errors.itemCode ? 'item-code-hint item-code-error' : 'item-code-hint'}
          className={`${inputClass} sm:max-w-xs ${errors.itemCode ? 'border-red-500' : 'border-slate-300'}`}
        />
        <p id="item-code-hint" className="mt-1 text-xs text-slate-500">
          {t('form.codeHint')}
        </p>
        {errors.itemCode ? (
          <p id="item-code-error" className="mt-1 text-sm text-red-700">
            {errors.itemCode}
          </p>
        ) : null}
      </div>
      <div>
        <span id="item-description-label" className="mb-1 block text-sm font-semibold text-slate-800">
          {t('form.description')}
        </span>
        <RichTextEditor
          id="item-description"
          name="description"
          value={draft.description}
          onChange={(description) => onChange({ description })}
          labels={editorLabels}
          labelledBy="item-description-label"
          describedBy={errors.description ? 'item-description-error' : undefined}
          invalid={Boolean(errors.description)}
        />
        {errors.description ? (
          <p id="item-description-error" className="mt-1 text-sm text-red-700">
            {errors.description}
          </p>
        ) : null}
      </div>
      <MoqFields draft={draft} onChange={onChange} error={errors.moq} />
      <SpecRows rows={draft.specs} onChange={(specs) => onChange({ specs })} error={errors.specs} />
    </div>
  );
}
