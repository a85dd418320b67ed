import { expect } from './fixtures';

// The run's mailbox (scripts/lib/e2e-mailbox.mjs): every mail the e2e server sent, read over HTTP.
// Specs find their own mail by recipient or subject (addresses are unique per test).

export type MailAttachment = { name: string; contentType: string; base64: string };
export type Mail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  headers: Record<string, string>;
  attachments: MailAttachment[];
  /** The HTML part ('' for a text-only mail) and the images it shows inline. */
  html: string;
  inline: { cid: string; contentType: string }[];
};

/** An attachment's bytes. */
export const attachmentBytes = (a: MailAttachment) => new Uint8Array(Buffer.from(a.base64, 'base64'));

const port = process.env.E2E_MAILBOX_PORT;

/** Whether this run has a mailbox (not when E2E_BASE_URL names a server you started). */
export const hasMailbox = !!port;

export async function readMailbox(): Promise<Mail[]> {
  const response = await fetch(`http://127.0.0.1:${port}/messages`);
  expect(response.ok, 'the e2e mailbox answers').toBe(true);
  return (await response.json()) as Mail[];
}

/** The first mail that matches, waiting up to `timeout` ms for it to arrive. */
export async function waitForMail(matches: (mail: Mail) => boolean, timeout = 15_000): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readMailbox()).find(matches);
        return !!found;
      },
      { timeout, intervals: [100, 250, 500] },
    )
    .toBe(true);
  return found!;
}

/** Mails to `address`. */
export const to = (address: string) => (mail: Mail) => mail.to.includes(address);

/** The first http(s) address in the mail's text whose path matches `path`. */
export function linkIn(mail: Mail, path: RegExp): URL {
  // A sentence may end right after an address ("… of http://127.0.0.1:3000."): trailing punctuation is not part of it.
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? [])
    .map((s) => URL.parse(s.replace(/[.,;:!?)\]]+$/, '')))
    .find((url) => url !== null && path.test(url.pathname + url.search));
  expect(link, `a link matching ${path} in "${mail.subject}"`).toBeTruthy();
  return link!;
}
