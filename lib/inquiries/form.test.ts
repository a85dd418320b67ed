import { describe, expect, it } from 'vitest';
import { INQUIRY_LIMITS } from './contract';
import { formValues, quoteSchema, readQuoteForm } from './form';
import { quoteTranslator, translateIssues } from './messages';

// The quote form's validation and its messages in the three languages (no database: product and
// MOQ checks are in submit.int.test.ts).

function form(fields: Record<string, string | string[]>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const value of [v].flat()) f.append(k, value);
  return f;
}

const valid = { itemId: ['4', '9'], quantity: ['500', '1.000'], note: ['', 'gold'], name: 'Ana', email: 'ana@example.com', consent: 'on' };

async function errors(fields: Record<string, string | string[]>, locale: 'en' | 'id' | 'zh-CN' = 'en') {
  const parsed = quoteSchema.safeParse(readQuoteForm(form(fields)));
  if (parsed.success) return {};
  return translateIssues(parsed.error, await quoteTranslator(locale));
}

describe('readQuoteForm + quoteSchema', () => {
  it('accepts a valid form and reads repeated line fields in order, with thousands separators', () => {
    const parsed = quoteSchema.parse(readQuoteForm(form(valid)));
    expect(parsed.lines).toEqual([
      { itemId: 4, kind: 'quote', quantity: 500, note: '' },
      { itemId: 9, kind: 'quote', quantity: 1000, note: 'gold' },
    ]);
    expect(parsed).toMatchObject({ name: 'Ana', email: 'ana@example.com', whatsapp: '', consent: true });
  });

  it('removes control characters, and line breaks from one-line fields', () => {
    const raw = readQuoteForm(form({ ...valid, name: 'Ana\r\nBcc: x@evil.test\u0000\u202e', message: 'a\r\nb\u0007' }));
    expect(raw.name).toBe('Ana Bcc: x@evil.test');
    expect(raw.message).toBe('a\nb');
  });

  it('removes C1 control characters (U+0080 to U+009F) from every field', () => {
    const raw = readQuoteForm(form({ ...valid, name: 'Ana\u0085Bcc\u009b31m\u0080', message: 'a\u0085b\u009f' }));
    expect(raw.name).toBe('AnaBcc31m');
    expect(raw.message).toBe('ab');
  });

  it('names each problem in English', async () => {
    expect(await errors({ itemId: [], name: '', consent: '' })).toEqual({
      lines: 'Your quote list is empty. Add at least one product.',
      name: 'Please enter your name.',
      email: 'Please give an e-mail address or a WhatsApp number so that we can reply.',
      whatsapp: 'Please give an e-mail address or a WhatsApp number so that we can reply.',
      consent: 'Please agree that we store your request in order to answer it.',
    });
    expect(await errors({ ...valid, email: 'not-an-address', whatsapp: '12ab' })).toEqual({
      email: 'Please enter a valid e-mail address.',
      whatsapp: 'Please enter a phone number with its country code, e.g. +62 812 3456 7890.',
    });
    expect(await errors({ ...valid, message: 'x'.repeat(INQUIRY_LIMITS.message + 1) })).toEqual({
      message: 'Too long: at most 2000 characters.',
    });
  });

  it('numbers line problems and reports them in line order', async () => {
    const e = await errors({ ...valid, itemId: ['4', 'abc', '5'], quantity: ['0', '2', '1.5'], note: ['', '', 'n'.repeat(301)] });
    expect(e.lines).toBe(
      'Line 1: the quantity must be a whole number from 1 to 10,000,000. Line 2: this product could not be read. Please remove it and add it again. Line 3: the quantity must be a whole number from 1 to 10,000,000.',
    );
  });

  it('refuses more than 50 lines', async () => {
    const many = Array.from({ length: 51 }, (_, i) => String(i + 1));
    expect((await errors({ ...valid, itemId: many, quantity: many, note: many.map(() => '') })).lines).toBe(
      'One request can hold at most 50 products.',
    );
  });

  it('speaks Indonesian and Chinese', async () => {
    const bad = { itemId: ['4'], quantity: ['-3'], name: '', consent: '' };
    expect(await errors(bad, 'id')).toMatchObject({
      name: 'Silakan isi nama Anda.',
      email: 'Silakan isi alamat e-mail atau nomor WhatsApp agar kami dapat membalas.',
      consent: 'Silakan setujui bahwa kami menyimpan permintaan Anda untuk menjawabnya.',
      lines: 'Baris 1: jumlah harus bilangan bulat dari 1 sampai 10.000.000.',
    });
    expect(await errors(bad, 'zh-CN')).toMatchObject({
      name: '请填写您的姓名。',
      consent: '请同意我们保存您的询价以便答复。',
      lines: '第 1 行：数量必须是 1 到 10,000,000 之间的整数。',
    });
  });

  it('gives back what the visitor typed, the lines as JSON', () => {
    const values = formValues(readQuoteForm(form({ ...valid, company: '<i>PT</i>', consent: '' })));
    expect(values).toMatchObject({ name: 'Ana', company: '<i>PT</i>', consent: '' });
    expect(JSON.parse(values.lines as string)).toEqual([
      { itemId: 4, kind: 'quote', quantity: 500, note: '' },
      { itemId: 9, kind: 'quote', quantity: 1000, note: 'gold' },
    ]);
  });
});

describe('country', () => {
  it('takes a code from the list, or nothing (optional); stores the code', () => {
    expect(quoteSchema.parse(readQuoteForm(form({ ...valid, country: 'CN' }))).country).toBe('CN');
    expect(quoteSchema.parse(readQuoteForm(form({ ...valid, country: ' ID ' }))).country).toBe('ID');
    expect(quoteSchema.parse(readQuoteForm(form(valid))).country).toBe('');
  });

  it('refuses anything else on the country field, in the visitor language, and gives the value back', async () => {
    for (const country of ['China', '中国', 'XX', 'cn', 'ZZ', 'CHN']) {
      expect(await errors({ ...valid, country }), country).toEqual({ country: 'Please choose a country from the list.' });
    }
    expect(await errors({ ...valid, country: 'Indonesia' }, 'id')).toEqual({ country: 'Silakan pilih negara dari daftar.' });
    expect(await errors({ ...valid, country: 'Narnia' }, 'zh-CN')).toEqual({ country: '请从列表中选择国家。' });
    expect(formValues(readQuoteForm(form({ ...valid, country: 'Narnia' }))).country).toBe('Narnia');
  });
});

describe('sample lines', () => {
  it('reads each line kind; a form without kinds (rendered before samples) posts quote lines', () => {
    const parsed = quoteSchema.parse(readQuoteForm(form({ ...valid, kind: ['sample', 'quote'], quantity: ['3', '1.000'] })));
    expect(parsed.lines.map((l) => [l.kind, l.quantity])).toEqual([
      ['sample', 3],
      ['quote', 1000],
    ]);
    expect(quoteSchema.parse(readQuoteForm(form(valid))).lines.map((l) => l.kind)).toEqual(['quote', 'quote']);
  });

  it('refuses a sample of any other quantity than the fixed one, in every language', async () => {
    const sample = { ...valid, kind: ['quote', 'sample'], quantity: ['500', '4'] };
    expect((await errors(sample)).lines).toBe('Line 2: a sample is always 3 pieces.');
    expect((await errors(sample, 'id')).lines).toBe('Baris 2: sampel selalu berjumlah 3 buah.');
    expect((await errors({ ...sample, quantity: ['500', '1.000'] }, 'zh-CN')).lines).toBe('第 2 行：样品数量固定为 3 件。');
  });

  it('refuses an unknown line kind as an unreadable line', async () => {
    expect((await errors({ ...valid, kind: ['quote', 'bulk'] })).lines).toMatch(/^Line 2: this product could not be read/);
  });
});
