'use client';

import { useTranslations } from 'next-intl';
import { RichTextEditor, type RichTextLabels } from '@/components/admin/rich-text/rich-text-editor';
import { FieldError, FieldHint, FieldLabel, SelectInput, TextInput } from '@/components/ui/field';
import { MAX_ITEM_CODE } from '@/lib/catalog/schemas';
import type { ItemFieldDrafts, ItemFieldKey } from '@/lib/product-fields/registry';
import { ProductFieldInputs } from './field-inputs';
import { SpecRows, type SpecDraft } from './spec-rows';

export type ItemDraft = {
  categoryId: string;
  itemName: string;
  itemCode: string;
  description: string;
  specs: SpecDraft[];
  /** The product fields' parts as typed (lib/product-fields): the MOQ's quantity and unit, … */
  fields: ItemFieldDrafts;
};
export type FieldErrors = Partial<
  Record<
    'categoryId' | 'itemName' | 'itemCode' | 'slug' | 'description' | 'specs' | 'mainPhoto' | 'hoverPhoto' | 'gallery' | ItemFieldKey,
    string
  >
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

/** Category, name, product code, rich-text description and specification rows: shared by Add New and Edit. */
export function ItemFields({ draft, onChange, categories, errors }: Props) {
  const t = useTranslations('adminCatalog');
  const editorLabels = Object.fromEntries(EDITOR_LABEL_KEYS.map((key) => [key, t(`editor.${key}`)])) as RichTextLabels;

  return (
    <div className="space-y-5">
      <div>
        <FieldLabel look="catalog" htmlFor="item-category">
          {t('form.category')}
        </FieldLabel>
        <SelectInput
          look="catalog"
          className="bg-white"
          id="item-category"
          name="categoryId"
          value={draft.categoryId}
          onChange={(e) => onChange({ categoryId: e.target.value })}
          error={errors.categoryId}
        >
          <option value="">{t('form.selectCategory')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectInput>
        <FieldError look="catalog" id="item-category-error" message={errors.categoryId} />
      </div>
      <div>
        <FieldLabel look="catalog" htmlFor="item-name">
          {t('form.name')}
        </FieldLabel>
        <TextInput
          look="catalog"
          id="item-name"
          name="itemName"
          value={draft.itemName}
          maxLength={200}
          placeholder={t('form.namePlaceholder')}
          onChange={(e) => onChange({ itemName: e.target.value })}
          error={errors.itemName}
        />
        <FieldError look="catalog" id="item-name-error" message={errors.itemName} />
      </div>
      <div>
        <FieldLabel look="catalog" htmlFor="item-code">
          {t('form.code')} <span className="font-normal text-slate-500">{t('form.optional')}</span>
        </FieldLabel>
        <TextInput
          look="catalog"
          className="sm:max-w-xs"
          id="item-code"
          name="itemCode"
          value={draft.itemCode}
          maxLength={MAX_ITEM_CODE}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('form.codePlaceholder')}
          onChange={(e) => onChange({ itemCode: e.target.value })}
          error={errors.itemCode}
          hintIds={['item-code-hint']}
        />
        <FieldHint look="catalog" id="item-code-hint">
          {t('form.codeHint')}
        </FieldHint>
        <FieldError look="catalog" id="item-code-error" message={errors.itemCode} />
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
        <FieldError look="catalog" id="item-description-error" message={errors.description} />
      </div>
      <ProductFieldInputs drafts={draft.fields} onChange={(fields) => onChange({ fields })} errors={errors} />
      <SpecRows rows={draft.specs} onChange={(specs) => onChange({ specs })} error={errors.specs} />
    </div>
  );
}
