import { describe, expect, it } from 'vitest';
import { acceptanceMailText, buyerLink, buyerMailText, buyerWhatsAppHref } from './mail';
import type { QuotationVersionView } from './reads';

// The buyer's mail and WhatsApp text: in the buyer's language, with the link to their page.

const quotation = (locale: QuotationVersionView['locale'], whatsapp = ''): QuotationVersionView =>
  ({
    reference: 'Q-2026-0007',
    version: 2,
    locale,
    validUntil: '2026-12-31',
    buyer: { name: 'Wang Li', company: '', email: 'w@example.com', whatsapp, country: '' },
  }) as QuotationVersionView;

describe('the buyer mail', () => {
  it('is written in the buyer language with the link and the validity date', async () => {
    const link = buyerLink('https://shop.example', 'zh-CN', 'a'.repeat(43));
    expect(link).toBe(`https://shop.example/zh-CN/q/${'a'.repeat(43)}`);
    const zh = await buyerMailText(quotation('zh-CN'), link);
    expect(zh.subject).toContain('报价单 Q-2026-0007');
    expect(zh.text).toContain('第 2 版');
    expect(zh.text).toContain('2026年12月31日');
    expect(zh.text).toContain(link);
    const id = await buyerMailText(quotation('id'), link);
    expect(id.text).toContain('berlaku sampai 31 Desember 2026');
  });

  it('offers WhatsApp to the buyer number, or without a number when the inquiry has none', async () => {
    const link = 'https://shop.example/q/x';
    expect(await buyerWhatsAppHref(quotation('en', '+62 812-3456-7890'), link)).toMatch(
      /^https:\/\/wa\.me\/6281234567890\?text=Hello%20Wang%20Li/,
    );
    const bare = await buyerWhatsAppHref(quotation('id'), link);
    expect(bare).toMatch(/^https:\/\/wa\.me\/\?text=Halo/);
    expect(decodeURIComponent(bare)).toContain(link);
  });

  it("confirms an accept in the buyer's language, with the next steps, the link and the sales team's contact", async () => {
    const accepted = {
      ...quotation('zh-CN'),
      buyerName: '王丽',
      decision: 'accepted',
      decidedAt: '2026-12-02T03:00:00.000Z',
    } as QuotationVersionView;
    const link = buyerLink('https://shop.example', 'zh-CN', 'b'.repeat(43));
    const zh = await acceptanceMailText(accepted, link);
    expect(zh.subject).toBe('我们已收到您对报价 Q-2026-0007 的接受确认');
    expect(zh.text).toContain('王丽，您好');
    expect(zh.text).toContain('2026年12月2日');
    expect(zh.text).toContain('形式发票');
    expect(zh.text).toContain(link);
    expect(zh.text).toMatch(/https:\/\/wa\.me\/\d+/);
    const id = await acceptanceMailText({ ...accepted, locale: 'id', buyerName: '' } as QuotationVersionView, link);
    // Without a typed name, the inquiry's contact.
    expect(id.text).toContain('Halo Wang Li');
    expect(id.text).toContain('faktur proforma');
  });
});
