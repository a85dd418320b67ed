'use client';

import { useTranslations } from 'next-intl';
import type { TaxonomyOption } from '@/lib/blog/admin/read-models';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '@/lib/blog/admin/schemas';
import { safeColor } from '@/lib/blog/format';
import { FieldCounter, FieldError, FieldLabel, TextArea, TextInput } from '@/components/ui/field';
import { controlClass } from './panels/fields';

const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

export function AuthorCard({ value, error, onChange }: { value: string; error?: string; onChange: (v: string) => void }) {
  const t = useTranslations('editor.sidebar');
  return (
    <section aria-labelledby="author-card" className={card}>
      <h2 id="author-card" className="mb-3 font-semibold text-slate-900">
        {t('author')}
      </h2>
      <FieldLabel look="editor" htmlFor="sidebar-author">
        {t('author')}
      </FieldLabel>
      <input
        id="sidebar-author"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={controlClass}
        aria-invalid={error ? true : undefined}
      />
    </section>
  );
}

function toggle(list: string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

export function CategoriesCard({
  options,
  selected,
  onChange,
}: {
  options: TaxonomyOption[];
  selected: string[];
  onChange: (ids: string[]) => void;
}) {
  const t = useTranslations('editor.sidebar');
  const chosen = options.filter((o) => selected.includes(o.id));
  return (
    <section aria-labelledby="categories-card" className={card}>
      <fieldset>
        <legend id="categories-card" className="mb-3 font-semibold text-slate-900">
          {t('categories')}
        </legend>
        {options.length === 0 ? (
          <p className="text-sm text-slate-600">{t('noCategories')}</p>
        ) : (
          <ul className="grid max-h-56 gap-1 overflow-y-auto">
            {options.map((o) => (
              <li key={o.id}>
                <label className="flex min-h-9 cursor-pointer items-center gap-2 rounded px-1 text-sm text-slate-800 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    checked={selected.includes(o.id)}
                    onChange={() => onChange(toggle(selected, o.id))}
                    className="size-4 accent-brand-700"
                  />
                  <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: safeColor(o.color ?? '') }} />
                  {o.name}
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <p className="mt-3 text-xs font-medium text-slate-600">{t('selected')}</p>
      <p className="mt-1 flex flex-wrap gap-1 text-sm text-slate-800" data-testid="selected-categories">
        {chosen.length === 0
          ? t('noneSelected')
          : chosen.map((c) => (
              <span
                key={c.id}
                className="rounded-full px-2 py-0.5 text-xs text-white"
                style={{ backgroundColor: safeColor(c.color ?? '') }}
              >
                <span className="rounded bg-black/35 px-1">{c.name}</span>
              </span>
            ))}
      </p>
    </section>
  );
}

export function TagsCard({
  options,
  selected,
  onChange,
}: {
  options: TaxonomyOption[];
  selected: string[];
  onChange: (ids: string[]) => void;
}) {
  const t = useTranslations('editor.sidebar');
  return (
    <section className={card}>
      <fieldset>
        <legend className="mb-3 font-semibold text-slate-900">{t('tags')}</legend>
        {options.length === 0 ? (
          <p className="text-sm text-slate-600">{t('noTags')}</p>
        ) : (
          <ul className="flex max-h-56 flex-wrap gap-2 overflow-y-auto">
            {options.map((o) => (
              <li key={o.id}>
                <label className="flex min-h-9 cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50">
                  <input
                    type="checkbox"
                    checked={selected.includes(o.id)}
                    onChange={() => onChange(toggle(selected, o.id))}
                    className="size-4 accent-brand-700"
                  />
                  {o.name}
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </section>
  );
}

type SeoProps = {
  metaTitle: string;
  metaDescription: string;
  errors: Partial<Record<string, string>>;
  onChange: (field: 'metaTitle' | 'metaDescription', value: string) => void;
};

export function SeoCard({ metaTitle, metaDescription, errors, onChange }: SeoProps) {
  const t = useTranslations('editor');
  return (
    <section aria-labelledby="seo-card" className={`${card} grid gap-3`}>
      <h2 id="seo-card" className="font-semibold text-slate-900">
        {t('sidebar.seo')}
      </h2>
      {(
        [
          ['metaTitle', metaTitle, META_TITLE_MAX],
          ['metaDescription', metaDescription, META_DESCRIPTION_MAX],
        ] as const
      ).map(([field, value, max]) => (
        <div key={field}>
          <div className="flex items-baseline justify-between">
            <FieldLabel look="editor" htmlFor={`seo-${field}`}>
              {t(`sidebar.${field}`)}
            </FieldLabel>
            <FieldCounter look="editor" inline>
              {t('basic.counter', { count: value.length, max })}
            </FieldCounter>
          </div>
          {field === 'metaTitle' ? (
            <TextInput
              look="editor"
              id={`seo-${field}`}
              value={value}
              maxLength={max}
              onChange={(e) => onChange(field, e.target.value)}
              error={errors[field]}
            />
          ) : (
            <TextArea
              look="editor"
              id={`seo-${field}`}
              rows={3}
              value={value}
              maxLength={max}
              onChange={(e) => onChange(field, e.target.value)}
              error={errors[field]}
            />
          )}
          <FieldError look="editor" id={`seo-${field}-error`} message={errors[field]} />
        </div>
      ))}
    </section>
  );
}

/** is_featured, with the rule the blog list applies (the newest published featured post wins). */
export function FeaturedCard({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const t = useTranslations('editor.sidebar');
  return (
    <section aria-labelledby="featured-card" className={card}>
      <h2 id="featured-card" className="mb-3 font-semibold text-slate-900">
        {t('featuredTitle')}
      </h2>
      <label className="flex min-h-9 cursor-pointer items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby="featured-rule"
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
        />
        {t('featuredLabel')}
      </label>
      <p id="featured-rule" className="mt-2 text-xs text-slate-600">
        {t('featuredRule')}
      </p>
    </section>
  );
}
