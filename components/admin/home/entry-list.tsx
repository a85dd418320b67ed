'use client';

import { useEffect, useRef } from 'react';
import { ITEM_LIMITS, SECTIONS, type HomeSectionKey } from '@/lib/home/sections';
import { itemFieldId } from '@/lib/home/schema';
import { emptyEntry, moved, type EntryDraft } from './home-draft';
import type { HomeLabels } from './home-labels';
import { HomePhotoField } from './home-photo-field';
import { HomeTextField } from './home-text-field';

// A section's entries (figures, questions, photos…): each a fieldset with its words and photo,
// Move up / Move down / Remove buttons (keyboard first: the focus stays on the moved entry's
// button, goes to the next entry after a removal and into a new entry's first field), and Add.

type Props = {
  section: HomeSectionKey;
  items: EntryDraft[];
  onChange: (items: EntryDraft[]) => void;
  errors: Record<string, string | undefined>;
  onLocalError: (field: string, message: string | undefined) => void;
  labels: HomeLabels;
};

const buttonClass =
  'min-h-11 rounded-lg px-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

export function EntryList({ section, items, onChange, errors, onLocalError, labels }: Props) {
  const def = SECTIONS[section].items!;
  const { t } = labels;
  const list = useRef<HTMLOListElement>(null);
  const focusNext = useRef<{ key: string; target: string } | null>(null);
  const name = labels.itemName();

  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    const entry = list.current?.querySelector<HTMLElement>(`[data-entry="${next.key}"]`);
    // A move to either end disables its own button: the focus goes to the entry's other one.
    const el = [next.target, 'button:not(:disabled)']
      .map((selector) => entry?.querySelector<HTMLElement>(selector))
      .find((x) => x && !(x as HTMLButtonElement).disabled);
    (el ?? document.getElementById('home-add-entry'))?.focus();
  });

  const update = (index: number, patch: Partial<EntryDraft>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const move = (index: number, delta: number, target: string) => {
    focusNext.current = { key: items[index]!.key, target };
    onChange(moved(items, index, delta));
  };
  const remove = (index: number) => {
    const neighbour = items[index + 1] ?? items[index - 1];
    focusNext.current = neighbour ? { key: neighbour.key, target: '[data-action="remove"]' } : null;
    onChange(items.filter((_, i) => i !== index));
    if (!neighbour) requestAnimationFrame(() => document.getElementById('home-add-entry')?.focus());
  };
  const add = () => {
    const entry = emptyEntry();
    focusNext.current = { key: entry.key, target: 'input, textarea' };
    onChange([...items, entry]);
  };

  return (
    <section aria-labelledby="home-entries-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="home-entries-title" className="text-lg font-semibold text-slate-900">
          {labels.itemList()}
        </h2>
        <p className="text-sm text-slate-600 tabular-nums">{t('entriesCount', { count: items.length, max: def.max })}</p>
      </div>
      {errors.items ? (
        <p id="home-items-error" className="text-sm text-red-700">
          {errors.items}
        </p>
      ) : null}
      {items.length === 0 ? <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">{t('noEntries')}</p> : null}
      <ol ref={list} className="space-y-4">
        {items.map((item, index) => {
          const n = index + 1;
          const legend = t('entryLegend', { name, n });
          return (
            <li key={item.key} data-entry={item.key} data-testid="home-entry">
              <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
                <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
                {def.fields.map((field) => (
                  <HomeTextField
                    key={field}
                    id={`home-${itemFieldId(index, field)}`}
                    label={labels.itemField(field)}
                    value={item[field]}
                    max={ITEM_LIMITS[field]}
                    multiline={field === 'body'}
                    counterLabel={t('counter', { count: item[field].length, max: ITEM_LIMITS[field] })}
                    onChange={(value) => update(index, { [field]: value })}
                    error={errors[itemFieldId(index, field)]}
                  />
                ))}
                {def.photo !== 'none' ? (
                  <HomePhotoField
                    id={`home-${itemFieldId(index, 'photo')}`}
                    label={labels.itemField('photo')}
                    storedUrl={item.photoUrl}
                    draft={item.photo}
                    removable={def.photo === 'optional'}
                    onChange={(photo) => update(index, { photo })}
                    error={errors[itemFieldId(index, 'photo')]}
                    onLocalError={(message) => onLocalError(itemFieldId(index, 'photo'), message)}
                    labels={labels}
                  />
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    data-action="up"
                    className={buttonClass}
                    disabled={index === 0}
                    aria-label={t('moveUpLabel', { name, n })}
                    onClick={() => move(index, -1, '[data-action="up"]')}
                  >
                    {t('moveUp')}
                  </button>
                  <button
                    type="button"
                    data-action="down"
                    className={buttonClass}
                    disabled={index === items.length - 1}
                    aria-label={t('moveDownLabel', { name, n })}
                    onClick={() => move(index, 1, '[data-action="down"]')}
                  >
                    {t('moveDown')}
                  </button>
                  <button
                    type="button"
                    data-action="remove"
                    className={`${buttonClass} text-red-800 ring-red-200 hover:bg-red-50`}
                    aria-label={t('removeLabel', { name, n })}
                    onClick={() => remove(index)}
                  >
                    {t('remove')}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <button
          id="home-add-entry"
          type="button"
          className={buttonClass}
          disabled={items.length >= def.max}
          aria-describedby={items.length >= def.max ? 'home-entries-max' : undefined}
          onClick={add}
        >
          {labels.itemAdd()}
        </button>
        {items.length >= def.max ? (
          <span id="home-entries-max" className="text-sm text-slate-600">
            {t('maxReached', { max: def.max })}
          </span>
        ) : null}
      </div>
    </section>
  );
}
