import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import zh from '@/messages/zh-CN.json';
import { leadTimeField as f } from './lead-time-field';

const parse = (min: string, max: string) => f.parse({ min, max });

describe('lead time field', () => {
  it('takes a range of whole working days from 1 to 365; an empty "to" is the "from"; both empty is none', () => {
    expect(parse(' 10 ', '14')).toEqual({ ok: true, value: { min: 10, max: 14 } });
    expect(parse('7', '')).toEqual({ ok: true, value: { min: 7, max: 7 } });
    expect(parse('1', '365')).toEqual({ ok: true, value: { min: 1, max: 365 } });
    expect(parse('', '')).toEqual({ ok: true, value: null });
  });

  it.each([
    ['0', '5', 'leadTimeInvalid'],
    ['10', '366', 'leadTimeInvalid'],
    ['2.5', '', 'leadTimeInvalid'],
    ['ten', '', 'leadTimeInvalid'],
    ['14', '10', 'leadTimeOrder'],
    ['', '10', 'leadTimeFromRequired'],
  ])('refuses %j to %j with %s', (min, max, key) => {
    const r = parse(min, max);
    expect(!r.ok && r.issues.map((i) => i.key)).toEqual([key]);
  });

  it('reads only a stored range the rules allow', () => {
    expect(f.read({ leadTimeMinDays: '10', leadTimeMaxDays: 14 })).toEqual({ min: 10, max: 14 });
    expect(f.read({ leadTimeMinDays: 14, leadTimeMaxDays: 10 })).toBeNull();
    expect(f.read({ leadTimeMinDays: 10, leadTimeMaxDays: null })).toBeNull();
  });

  it('reads in each language, one day in the singular where the language has one', () => {
    expect(f.display({ min: 10, max: 14 }, en.ItemFields.leadTime, 'en')).toBe('10–14 working days');
    expect(f.display({ min: 1, max: 1 }, en.ItemFields.leadTime, 'en')).toBe('1 working day');
    expect(f.display({ min: 7, max: 7 }, en.ItemFields.leadTime, 'en')).toBe('7 working days');
    expect(f.display({ min: 10, max: 14 }, id.ItemFields.leadTime, 'id')).toBe('10–14 hari kerja');
    expect(f.display({ min: 1, max: 1 }, zh.ItemFields.leadTime, 'zh-CN')).toBe('1 个工作日');
    expect(f.text({ min: 10, max: 14 })).toBe('10–14');
    expect(f.text({ min: 7, max: 7 })).toBe('7');
  });

  it('is a PropertyValue range in days (UN/CEFACT DAY) in JSON-LD', () => {
    expect(f.jsonLd!({ min: 10, max: 14 }, en.ItemFields.leadTime)).toEqual({
      properties: [{ '@type': 'PropertyValue', name: 'Lead time', minValue: 10, maxValue: 14, unitCode: 'DAY', unitText: 'working days' }],
    });
  });
});
