import { describe, expect, it } from 'vitest';
import { buyerLink } from './mail';
import type { QuotationVersionView } from './reads';
import { reminderMailText } from './reminders-mail';

// The reminder before expiry: in the version's language, with its last valid day and its link.

const quotation = (locale: QuotationVersionView['locale']): QuotationVersionView =>
  ({
    reference: 'QT-2026-0007',
    version: 2,
    locale,
    validUntil: '2026-12-31',
    buyer: { name: 'Wang Li', company: '', email: 'w@example.com', whatsapp: '', country: '' },
    sentBy: { name: '', email: '', phone: '' },
  }) as QuotationVersionView;

describe('the reminder mail', () => {
  it('names the quotation, its version and last valid day, with the link, in each language', async () => {
    const link = buyerLink('https://shop.example', 'zh-CN', 'a'.repeat(43));
    const zh = await reminderMailText(quotation('zh-CN'), link);
    expect(zh.subject).toMatch(/^提醒.*QT-2026-0007.*2026年12月31日/);
    expect(zh.text).toContain('第 2 版');
    expect(zh.text).toContain(link);
    const id = await reminderMailText(quotation('id'), link);
    expect(id.subject).toMatch(/^Pengingat/);
    expect(id.text).toContain('berlaku sampai 31 Desember 2026');
    const en = await reminderMailText(quotation('en'), link);
    expect(en.subject).toContain('valid until December 31, 2026');
    expect(en.text).toContain('Hello Wang Li');
  });
});
