import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import type { InquiryDetail } from '@/lib/inquiries/admin-queries';

// Visitor text is never HTML in the admin. The detail's server components are rendered
// to markup with hostile values: every one comes out escaped, and no link is built from a value
// that is not a real e-mail address or phone number.

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) =>
    createTranslator({ locale: locale as 'en', messages: locale === 'id' ? id : en, namespace: namespace as 'AdminInquiries' }),
  getFormatter: async () => ({ dateTime: (d: Date) => d.toISOString() }),
}));
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const { InquiryContact } = await import('./inquiry-contact');
const { InquiryLines } = await import('./inquiry-lines');
const { InquiryNotes } = await import('./inquiry-notes');

const XSS = '<img src=x onerror=alert(1)>';
const inquiry: InquiryDetail = {
  id: 1,
  reference: 'Q-1',
  status: 'new',
  locale: 'id',
  name: `Budi ${XSS}`,
  company: '<script>alert(2)</script>',
  email: 'budi@contoh.example',
  whatsapp: '0812 3456 7890',
  city: '"><svg onload=alert(3)>',
  country: 'Indonesia',
  message: `Line one\n${XSS}`,
  consentAt: '2026-11-23T00:00:00.000Z',
  readAt: null,
  mailStatus: 'none',
  mailAttempts: 0,
  mailError: null,
  createdAt: '2026-11-23T00:00:00.000Z',
  sample: { status: 'sent', tracking: XSS, sentAt: '2026-11-24T00:00:00.000Z', receivedAt: null },
  lines: [
    {
      position: 1,
      itemId: 3,
      slugs: { en: 'box', id: 'kotak', 'zh-CN': 'he' },
      name: `Box ${XSS}`,
      code: 'HB-1',
      category: 'Hardbox',
      quantity: 500,
      note: XSS,
      kind: 'quote',
    },
    {
      position: 2,
      itemId: null,
      slugs: { en: '', id: '', 'zh-CN': '' },
      name: 'Gone <b>tray</b>',
      code: '',
      category: '',
      quantity: 2,
      note: '',
      kind: 'sample',
    },
  ],
  notes: [],
};

const html = async (node: Promise<React.ReactElement>) => renderToStaticMarkup(await node);

describe('the inquiry detail renders visitor text as text', () => {
  it('escapes contact fields and the message', async () => {
    const markup = await html(InquiryContact({ locale: 'en', inquiry }));
    expect(markup).not.toMatch(/<img|<script|<svg/);
    expect(markup).toContain('Budi &lt;img src=x onerror=alert(1)&gt;');
    expect(markup).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(markup).toContain('&quot;&gt;&lt;svg onload=alert(3)&gt;');
  });

  it('builds the replies from validated values, prefilled in the visitor language', async () => {
    const markup = await html(InquiryContact({ locale: 'en', inquiry }));
    expect(markup).toContain('href="mailto:budi@contoh.example?subject=');
    expect(markup).toContain(`href="https://wa.me/6281234567890?text=${encodeURIComponent('Halo Budi')}`);
    const hostile = await html(
      InquiryContact({ locale: 'en', inquiry: { ...inquiry, email: 'javascript:alert(1)//@x', whatsapp: 'javascript:alert(1)' } }),
    );
    expect(hostile).not.toContain('href=');
    expect(hostile).not.toContain('data-testid="reply-email"');
  });

  it('escapes lines and notes, links a line only while its product exists', async () => {
    const lines = await html(InquiryLines({ locale: 'en', lines: inquiry.lines }));
    expect(lines).not.toMatch(/<img|<b>/);
    // The canonical address with the slug (the bare /product/3 would cost a 308).
    expect(lines).toContain('href="/product/3/box"');
    expect(lines.match(/href=/g)).toHaveLength(1);
    expect(lines).toContain('Gone &lt;b&gt;tray&lt;/b&gt;');
    expect(lines).toContain('product deleted');
    const notes = await html(
      InquiryNotes({ locale: 'en', notes: [{ id: 1, author: 'a@example.com', body: XSS, createdAt: inquiry.createdAt }] }),
    );
    expect(notes).not.toContain('<img');
    expect(notes).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
