import { describe, expect, it } from 'vitest';
import { acceptanceMailText, buyerLink, buyerMailText, buyerWhatsAppHref } from './mail';
import type { QuotationVersionView } from './reads';

// The buyer's mail and WhatsApp text: in the buyer's language, with the link to their page.

const quotation = (locale: QuotationVersionView['locale'], whatsapp = ''): QuotationVersionView =>
  ({
    reference: 'QT-2026-0007',
    version: 2,
    locale,
    validUntil: '2026-12-31',
    buyer: { name: 'Wang Li', company: '', email: 'w@example.com', whatsapp, country: '' },
    sentBy: { name: 'Dewi Lestari', email: 'dewi@example.com', phone: '+62 812 0000 0003' },
  }) as QuotationVersionView;

describe('the buyer mail', () => {
  it('is written in the buyer language with the link and the validity date', async () => {
    const link = buyerLink('https://shop.example', 'zh-CN', 'a'.repeat(43));
    expect(link).toBe(`https://shop.example/zh-CN/q/${'a'.repeat(43)}`);
    const zh = await buyerMailText(quotation('zh-CN'), link);
    expect(zh.subject).toContain('报价单 QT-2026-0007');
    expect(zh.text).toContain('第 2 版');
    expect(zh.text).toContain('2026年12月31日');
    expect(zh.text).toContain(link);
    const id = await buyerMailText(quotation('id'), link);
    expect(id.text).toContain('berlaku sampai 31 Desember 2026');
    // Signed by who sent it, with the company's numbers and where to pay.
    expect(id.text).toContain('Dewi Lestari\ndewi@example.com · +62 812 0000 0003');
    expect(id.text).toMatch(/NPWP \S/);
    expect(id.text).toContain('Pembayaran ke: Bank Central Asia (BCA)');
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
    expect(zh.subject).toBe('我们已收到您对报价 QT-2026-0007 的接受确认');
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

describe('the HTML part', () => {
  it('shows the logo inline above the same words, escaped, with the links clickable', async () => {
    const { mailHtml } = await import('./mail-html');
    const html = mailHtml('Hello <b>Li</b> & co\nhttps://shop.example/q/abc', 'zh-CN', true);
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<img src="cid:company-logo"');
    expect(html).toContain('Hello &lt;b&gt;Li&lt;/b&gt; &amp; co');
    expect(html).toContain('<a href="https://shop.example/q/abc">https://shop.example/q/abc</a>');
    expect(mailHtml('x', 'en', false)).not.toContain('<img');
  });
});
