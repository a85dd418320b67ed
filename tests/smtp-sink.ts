import { SMTPServer } from 'smtp-server';

// A local SMTP server that keeps what it receives, for the inquiry mail tests. Loopback
// only, no TLS, no authentication: it stands for the company's SMTP server, not for its security.
// It reads single-part mail and multipart mail (the text part and the attachments).

export type MailAttachment = { name: string; contentType: string; bytes: Uint8Array };
export type ReceivedMail = {
  from: string;
  to: string[];
  headers: Map<string, string>;
  subject: string;
  /** The text/plain part (the whole body of a single-part mail). */
  text: string;
  /** Parts of a multipart mail sent as attachments (not the inline images of its HTML part). */
  attachments: MailAttachment[];
  /** Images the HTML part shows inline (Content-ID), such as the logo. */
  inline: (MailAttachment & { cid: string })[];
  /** The text/html part, or '' for a text-only mail. */
  html: string;
  raw: string;
};

export type SmtpSink = {
  port: number;
  /** SMTP_URL for this sink. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves once `count` messages have arrived (polls; rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=) in a header value. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(decodeQp(data.replace(/_/g, ' ')), 'latin1').toString('utf8'),
  );
}

/** Quoted-printable → the bytes, as a latin1 string (one char per byte). */
function decodeQp(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

type Entity = { headers: Map<string, string>; bytes: Buffer; body: string };

/** Headers (unfolded, encoded words decoded) and the decoded body of one MIME entity. */
function parseEntity(raw: string): Entity {
  const split = raw.indexOf('\r\n\r\n');
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r\n[ \t]+/g, ' ');
  const body = split < 0 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body, 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(decodeQp(body), 'latin1')
        : Buffer.from(body, 'utf8');
  return { headers, bytes, body };
}

/** A parameter of a header value (`boundary`, `filename`, `name`), quoted or not. */
function param(value: string | undefined, name: string): string | null {
  const match = new RegExp(`(?:^|;)\\s*${name}="?([^";]*)"?`, 'i').exec(value ?? '');
  return match ? (match[1] ?? null) : null;
}

/** The leaf entities of a multipart body, depth first (multipart/alternative inside mixed too). */
function leaves(entity: Entity): Entity[] {
  const type = entity.headers.get('content-type') ?? 'text/plain';
  const boundary = /^multipart\//i.test(type) ? param(type, 'boundary') : null;
  if (!boundary) return [entity];
  const parts = entity.body.split(`--${boundary}`).slice(1);
  return parts
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => leaves(parseEntity(part.replace(/^\r\n/, '').replace(/\r\n$/, ''))));
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const mail = parseEntity(raw);
  const parts = leaves(mail);
  const isInline = (p: Entity) => p.headers.has('content-id');
  const isFile = (p: Entity) =>
    /^attachment/i.test(p.headers.get('content-disposition') ?? '') || !!param(p.headers.get('content-disposition'), 'filename');
  const isAttachment = (p: Entity) => isFile(p) && !isInline(p);
  const file = (p: Entity) => ({
    name: param(p.headers.get('content-disposition'), 'filename') ?? param(p.headers.get('content-type'), 'name') ?? '',
    contentType: (p.headers.get('content-type') ?? 'application/octet-stream').split(';')[0]!.trim(),
    bytes: new Uint8Array(p.bytes),
  });
  const textPart = parts.find((p) => !isFile(p) && /^text\/plain/i.test(p.headers.get('content-type') ?? 'text/plain')) ?? mail;
  const htmlPart = parts.find((p) => !isFile(p) && /^text\/html/i.test(p.headers.get('content-type') ?? ''));
  return {
    ...envelope,
    headers: mail.headers,
    subject: mail.headers.get('subject') ?? '',
    text: textPart.bytes.toString('utf8').replace(/\r\n/g, '\n'),
    attachments: parts.filter(isAttachment).map(file),
    inline: parts.filter(isInline).map((p) => ({ ...file(p), cid: (p.headers.get('content-id') ?? '').replace(/^<|>$/g, '') })),
    html: htmlPart ? htmlPart.bytes.toString('utf8') : '',
    raw,
  };
}

/** The sink refuses every recipient at this domain (reserved for examples, RFC 2606). */
export const REFUSED_DOMAIN = 'mail-refused.example';

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A recipient at REFUSED_DOMAIN is refused (550), so a journey can see what the app does when
    // its mail cannot be delivered, on the one sink every e2e spec shares.
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(`@${REFUSED_DOMAIN}`)) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        messages.push(parseMail(Buffer.concat(chunks).toString('latin1'), envelope));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`SMTP sink: ${messages.length} of ${count} messages after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
