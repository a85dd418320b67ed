import { describe, expect, it } from 'vitest';
import { headerText, salesMail, visitorMail, type MailInquiry, type MailLine } from './mail-text';
import { siteConfig } from '@/lib/site-config';
import { quoteTranslator } from './messages';

const inquiry: MailInquiry = {
  id: 42,
  reference: 'Q-2611-7F3KQ',
  locale: 'zh-CN',
  name: '王伟\r\nBcc: victim@example.com',
  company: 'ACME <script>alert(1)</script>',
  email: 'wang@example.com',
  whatsapp: '',
  city: 'Surabaya',
  country: '',
  message: 'Line one\n<img src=x onerror=alert(1)>',
  createdAt: new Date('2026-11-23T10:05:00Z'),
};
const lines: MailLine[] = [
  { itemName: 'Rigid box', itemCode: 'HB-1', categoryName: 'Hardbox', itemPath: '/zh-CN/product/1', quantity: 12000, note: 'matte' },
  { itemName: 'Bag', itemCode: '', categoryName: '', itemPath: '/zh-CN/product/2', quantity: 5, note: '' },
];

describe('inquiry mail texts', () => {
  it('the sales mail lists contact, lines with links and the message as plain text', async () => {
    const mail = salesMail(inquiry, lines, await quoteTranslator('en'), 'en', 'https://shop.example');
    expect(mail.subject).toBe('Quote request Q-2611-7F3KQ from 王伟 Bcc: victim@example.com');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toBe(
      [
        'A new quote request arrived through the website.',
        '',
        'Reference: Q-2611-7F3KQ',
        'Received: Nov 23, 2026, 05:05 PM GMT+7',
        'Language: zh-CN',
        '',
        'Name: 王伟 Bcc: victim@example.com',
        'Company: ACME <script>alert(1)</script>',
        'E-mail: wang@example.com',
        'City: Surabaya',
        '',
        'Products:',
        '1. Rigid box (HB-1) · Hardbox',
        '   Quantity: 12,000',
        '   Note: matte',
        '   Link: https://shop.example/zh-CN/product/1',
        '2. Bag',
        '   Quantity: 5',
        '   Link: https://shop.example/zh-CN/product/2',
        '',
        'Message:',
        'Line one',
        '<img src=x onerror=alert(1)>',
        '',
        'Open in the admin area: https://shop.example/admin-panel/inquiries/42',
        '',
      ].join('\n'),
    );
  });

  it('names the country of a code in the mail language, and leaves older free text as typed', async () => {
    const en = await quoteTranslator('en');
    expect(salesMail({ ...inquiry, country: 'CN' }, lines, en, 'en', 'https://shop.example').text).toContain('\nCountry: China\n');
    const id = await quoteTranslator('id');
    expect(salesMail({ ...inquiry, country: 'CN' }, lines, id, 'id', 'https://shop.example').text).toContain('\nNegara: Tiongkok\n');
    expect(salesMail({ ...inquiry, country: 'Jawa Barat' }, lines, en, 'en', 'https://shop.example').text).toContain(
      '\nCountry: Jawa Barat\n',
    );
  });

  it("the visitor's copy is a fixed text with the reference, in their language, and nothing they typed", async () => {
    const mail = visitorMail('Q-2611-7F3KQ', await quoteTranslator('zh-CN'), 'https://shop.example');
    expect(mail.subject).toBe('您的询价 Q-2611-7F3KQ');
    expect(mail.text).toBe(
      [
        '我们已收到您的询价 Q-2611-7F3KQ。我们的销售团队将回复至此邮箱地址。',
        '',
        '如果您没有提交过此询价，请忽略此邮件。',
        '',
        siteConfig.legalName,
        'https://shop.example',
        '',
      ].join('\n'),
    );
    const en = visitorMail('Q-2611-7F3KQ', await quoteTranslator('en'), 'https://shop.example');
    expect(en.text).toContain('We received your quote request Q-2611-7F3KQ. Our sales team will reply to this address.');
    expect(en.text).not.toContain('admin-panel');
    const id = visitorMail('Q-2611-7F3KQ', await quoteTranslator('id'), 'https://shop.example');
    expect(id.subject).toBe('Permintaan penawaran Anda Q-2611-7F3KQ');
    expect(id.text).toContain('Jika Anda tidak mengirim permintaan ini, abaikan saja e-mail ini.');
  });

  it('headerText removes controls (C0, C1, DEL, separators, bidi) and breaks up encoded words', () => {
    expect(headerText('Ana\u0085Bcc:\u009b x\r\ny\u2028z\u202e\u007f')).toBe('Ana Bcc: x y z');
    expect(headerText('Dewi =?utf-8?b?Qm9zcw==?= =?ISO-8859-1?Q?a?=')).toBe('Dewi = ?utf-8?b?Qm9zcw== ?= = ?ISO-8859-1?Q?a?=');
    expect(headerText('a==??b')).not.toContain('=?');
    expect(headerText('王伟 (PT Maju)')).toBe('王伟 (PT Maju)');
  });
});

describe('sample lines in the sales mail', () => {
  it('marks a sample line so it is not read as an order', async () => {
    const sample: MailLine = { ...lines[0]!, quantity: 3, note: '', kind: 'sample' };
    const mail = salesMail(inquiry, [lines[0]!, sample], await quoteTranslator('id'), 'id', 'https://shop.example');
    expect(mail.text).toContain('1. Rigid box (HB-1) · Hardbox\n');
    expect(mail.text).toContain('2. Rigid box (HB-1) · Hardbox [SAMPEL]\n   Jumlah: 3\n');
  });
});
