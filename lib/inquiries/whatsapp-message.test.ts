import { describe, expect, it } from 'vitest';
import { WHATSAPP_TEXT_MAX_ENCODED, buildQuoteWhatsAppText, quoteLineText, whatsappChatUrl } from './whatsapp-message';

const texts = { intro: 'Hello, I have just sent quote request {reference}:', more: '…and {count} more' };
const line = (i: number, note = '') => ({ name: `Rigid Box ${i}`, code: `HB-${i}`, quantity: 500 + i, note });

describe('quoteLineText', () => {
  it('names the product, its code, the quantity and the note', () => {
    expect(quoteLineText({ name: 'Rigid Box', code: 'HB-001', quantity: 500, note: 'gold foil' })).toBe(
      'Rigid Box (HB-001) × 500 – gold foil',
    );
  });
  it('marks a sample line in the visitor language', () => {
    expect(quoteLineText({ name: 'Rigid Box', code: 'HB-001', quantity: 3, note: 'white', sample: true }, '样品')).toBe(
      'Rigid Box (HB-001) × 3 [样品] – white',
    );
    expect(buildQuoteWhatsAppText({ ...texts, sample: 'sampel' }, 'Q-1', [{ ...line(1), quantity: 3, sample: true }, line(2)])).toBe(
      'Hello, I have just sent quote request Q-1:\n- Rigid Box 1 (HB-1) × 3 [sampel]\n- Rigid Box 2 (HB-2) × 502',
    );
  });
  it('leaves out an empty code and note, and flattens line breaks', () => {
    expect(quoteLineText({ name: 'Paper\nBag', code: '', quantity: 3, note: '  ' })).toBe('Paper Bag × 3');
  });
});

describe('buildQuoteWhatsAppText', () => {
  it('lists every line under the reference', () => {
    expect(buildQuoteWhatsAppText(texts, 'Q-2026-0042', [line(1, 'matte'), line(2)])).toBe(
      'Hello, I have just sent quote request Q-2026-0042:\n- Rigid Box 1 (HB-1) × 501 – matte\n- Rigid Box 2 (HB-2) × 502',
    );
  });

  it('works in the other languages (templates come translated)', () => {
    const zh = { intro: '您好，我刚提交了询价 {reference}：', more: '……以及另外 {count} 项' };
    expect(buildQuoteWhatsAppText(zh, 'Q-1', [{ name: '礼盒', code: '', quantity: 1000, note: '烫金' }])).toBe(
      '您好，我刚提交了询价 Q-1：\n- 礼盒 × 1000 – 烫金',
    );
  });

  it('stays under the encoded limit and says how many lines were left out', () => {
    const lines = Array.from({ length: 50 }, (_, i) => line(i + 1, 'size 30 x 22 x 10 cm, matte lamination, gold foil'));
    const text = buildQuoteWhatsAppText(texts, 'Q-1', lines);
    expect(encodeURIComponent(text).length).toBeLessThanOrEqual(WHATSAPP_TEXT_MAX_ENCODED);
    const shown = text.split('\n').filter((l) => l.startsWith('- ')).length;
    expect(shown).toBeGreaterThan(3);
    expect(shown).toBeLessThan(50);
    expect(text.endsWith(`…and ${50 - shown} more`)).toBe(true);
  });

  it('counts the encoded size (Chinese text takes 9 characters per glyph)', () => {
    const lines = Array.from({ length: 30 }, (_, i) => ({
      name: '高档磁吸礼品盒',
      code: `HB-${i}`,
      quantity: 500,
      note: '烫金，哑光覆膜',
    }));
    const text = buildQuoteWhatsAppText({ intro: '询价 {reference}：', more: '……以及另外 {count} 项' }, 'Q-1', lines);
    expect(encodeURIComponent(text).length).toBeLessThanOrEqual(WHATSAPP_TEXT_MAX_ENCODED);
    expect(text).toMatch(/……以及另外 \d+ 项$/);
  });

  it('cuts a single line that alone is too long', () => {
    const text = buildQuoteWhatsAppText(texts, 'Q-1', [line(1, 'x'.repeat(5000)), line(2)], 300);
    expect(encodeURIComponent(text).length).toBeLessThanOrEqual(300);
    expect(text).toContain('- Rigid Box 1 (HB-1) × 501 – xxx');
    expect(text).toMatch(/…\n…and 1 more$/);
  });
});

describe('whatsappChatUrl', () => {
  it('encodes the text for wa.me', () => {
    expect(whatsappChatUrl('6281200000001', 'A & B × 2\nnext')).toBe('https://wa.me/6281200000001?text=A%20%26%20B%20%C3%97%202%0Anext');
  });
});
