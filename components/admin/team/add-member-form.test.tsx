import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { AddMemberForm, type Delivery } from './add-member-form';

// The add button says what will happen to the set-password link: e-mailed (SMTP set up), shown
// here (no SMTP), or Supabase's own invitation.

const render = (delivery: Delivery) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="en" timeZone="Asia/Jakarta" messages={{ adminTeam: en.adminTeam, admin: { roles: en.admin.roles } }}>
      <AddMemberForm delivery={delivery} submit={async () => ({ ok: true, data: {} })} onAdded={() => {}} />
    </NextIntlClientProvider>,
  );
const submitText = (html: string) => /<button type="submit"[^>]*>([^<]*)<\/button>/.exec(html)?.[1];

describe('AddMemberForm', () => {
  it.each([
    ['mail', en.adminTeam.add.submitMail],
    ['show', en.adminTeam.add.submitShow],
    ['invite', en.adminTeam.add.submitInvite],
  ] as const)('with delivery %s the button reads "%s"', (delivery, text) => {
    expect(submitText(render(delivery))).toBe(text);
  });
});
