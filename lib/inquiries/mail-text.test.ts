import { describe, expect, it } from 'vitest';
import { salesMail, visitorMail, type MailInquiry, type MailLine } from './mail-text';
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

  it("the visitor's copy is in their language and leaves out the admin link", async () => {
    const mail = visitorMail(inquiry, lines, await quoteTranslator('zh-CN'), 'zh-CN', 'https://shop.example');
    expect(mail.subject).toBe('您的询价 Q-2611-7F3KQ');
    expect(mail.text).toContain('王伟 Bcc: victim@example.com，您好！感谢您的询价。');
    expect(mail.text).toContain('询价编号: Q-2611-7F3KQ');
    expect(mail.text).toContain('   数量: 12,000');
    expect(mail.text).not.toContain('admin-panel');
    const id = visitorMail({ ...inquiry, locale: 'id', name: 'Budi' }, lines, await quoteTranslator('id'), 'id', 'https://shop.example');
    expect(id.text).toContain('Halo Budi, terima kasih atas permintaan Anda.');
    expect(id.text).toContain('   Jumlah: 12.000');
  });
});
