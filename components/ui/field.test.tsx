import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SeoCard } from '@/components/admin/blog/editor/sidebar-cards';
import en from '@/messages/en.json';
import { controlClass, FieldCounter, FieldError, FieldHint, FieldLabel, TextArea, TextInput } from './field';

// The field primitives own the wiring assistive tech reads: an input is described by its hints
// and, only while there is one, its error; an absent error renders nothing.

const html = (node: React.ReactNode) => renderToStaticMarkup(<>{node}</>);

describe('field primitives', () => {
  it('an input without an error is not invalid and is described by its hints only', () => {
    expect(html(<TextInput look="site" id="quote-email" hintIds={['quote-contact-hint', undefined]} />)).toBe(
      `<input id="quote-email" aria-describedby="quote-contact-hint" class="${controlClass('site')}"/>`,
    );
    expect(html(<TextInput look="site" id="quote-name" />)).not.toContain('aria-');
  });

  it('an input with an error is invalid, red-bordered and described by its hints then its error', () => {
    const out = html(<TextArea look="site" id="quote-message" error="Too long" hintIds={['quote-message-counter']} className="py-2" />);
    expect(out).toContain('aria-invalid="true"');
    expect(out).toContain('aria-describedby="quote-message-counter quote-message-error"');
    expect(out).toContain('border-red-600');
    expect(out).not.toContain('border-slate-300');
    expect(out).toContain(' py-2"');
    expect(html(<TextInput look="catalog" id="item-moq-quantity" error="x" errorId="item-moq-error" />)).toContain(
      'aria-describedby="item-moq-error"',
    );
  });

  it('label, hint, error and counter carry their ids and classes; an empty error renders nothing', () => {
    expect(
      html(
        <FieldLabel look="auth" htmlFor="login-email">
          E-mail
        </FieldLabel>,
      ),
    ).toBe('<label for="login-email" class="block text-sm font-medium text-slate-700">E-mail</label>');
    expect(
      html(
        <FieldHint look="catalog" id="item-code-hint">
          Hint
        </FieldHint>,
      ),
    ).toBe('<p id="item-code-hint" class="mt-1 text-xs text-slate-500">Hint</p>');
    expect(html(<FieldError look="catalog" id="item-name-error" message="" />)).toBe('');
    expect(html(<FieldError look="editor" id="title-error" testId="title-error" message="Required" />)).toBe(
      '<p id="title-error" class="mt-1 text-sm text-red-700" data-testid="title-error">Required</p>',
    );
    expect(
      html(
        <FieldCounter look="editor" inline live>
          3/60
        </FieldCounter>,
      ),
    ).toBe('<span class="text-xs text-slate-600 tabular-nums" aria-live="polite">3/60</span>');
  });
});

describe('the blog editor SEO card', () => {
  it("ties each field's error to its input (aria-invalid, aria-describedby and the message's id)", () => {
    const out = renderToStaticMarkup(
      <NextIntlClientProvider locale="en" timeZone="UTC" messages={en}>
        <SeoCard metaTitle="A title" metaDescription="" errors={{ metaTitle: 'Meta title is too long' }} onChange={() => {}} />
      </NextIntlClientProvider>,
    );
    expect(out).toMatch(/<input[^>]*id="seo-metaTitle"[^>]*aria-invalid="true"[^>]*aria-describedby="seo-metaTitle-error"/);
    expect(out).toContain('<p id="seo-metaTitle-error" class="mt-1 text-sm text-red-700">Meta title is too long</p>');
    expect(out).not.toMatch(/<textarea[^>]*aria-invalid/);
  });
});
