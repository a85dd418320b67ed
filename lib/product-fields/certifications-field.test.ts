import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import zh from '@/messages/zh-CN.json';
import { certificationsField as f, PRODUCT_CERTIFICATIONS } from './certifications-field';

describe('certifications field', () => {
  it('takes codes from the fixed list, separated by commas, semicolons or spaces, once each and in the list’s order', () => {
    expect(f.parse({ list: 'Food-Grade, fsc;fsc  halal' })).toEqual({ ok: true, value: ['fsc', 'food-grade', 'halal'] });
    expect(f.parse({ list: PRODUCT_CERTIFICATIONS.join(',') })).toEqual({ ok: true, value: [...PRODUCT_CERTIFICATIONS] });
    expect(f.parse({ list: ' , ' })).toEqual({ ok: true, value: null });
  });

  it('refuses a code the list does not have, quoting it', () => {
    expect(f.parse({ list: 'fsc, organic' })).toEqual({
      ok: false,
      issues: [{ key: 'certificationUnknown', values: { value: 'organic' } }],
    });
  });

  it('stores none as an empty list and reads an empty or unknown stored list as none', () => {
    expect(f.write(null)).toEqual({ certifications: [] });
    expect(f.read({ certifications: [] })).toBeNull();
    expect(f.read({ certifications: ['organic'] })).toBeNull();
    expect(f.read({ certifications: ['halal', 'fsc'] })).toEqual(['fsc', 'halal']);
    expect(f.format(['fsc', 'halal'])).toEqual({ list: 'fsc, halal' });
  });

  it('names each in the page’s language, as that language lists things', () => {
    expect(f.display(['fsc', 'food-grade'], en.ItemFields.certifications, 'en')).toBe(
      'FSC-certified paper and Food-grade (safe for food contact)',
    );
    expect(f.display(['fsc', 'halal', 'sni'], id.ItemFields.certifications, 'id')).toBe(
      'Kertas bersertifikat FSC, Halal, dan SNI (Standar Nasional Indonesia)',
    );
    expect(f.display(['fsc', 'halal'], zh.ItemFields.certifications, 'zh-CN')).toBe('FSC 认证纸张和清真认证');
    for (const m of [en, id, zh])
      for (const code of PRODUCT_CERTIFICATIONS) expect(m.ItemFields.certifications.options[code].trim()).not.toBe('');
  });

  it('is the Product’s hasCertification in JSON-LD, by its translated name', () => {
    expect(f.jsonLd!(['fsc'], zh.ItemFields.certifications)).toEqual({
      product: { hasCertification: [{ '@type': 'Certification', name: 'FSC 认证纸张' }] },
    });
  });
});
