// One SMTP sink for a whole e2e run, started by the e2e server (scripts/e2e-server.mjs) on SMTP_URL's
// port: every mail the app sends during the journeys lands here, whichever spec caused it. A spec
// reads the received mails over HTTP (E2E_MAILBOX_PORT, e2e/mailbox.ts) and picks its own by
// recipient or subject. Before, a spec that wanted mail started a sink of its own on that port, so
// a journey on the other worker saw mail delivered or refused depending on timing; and two such
// specs could not run at once.
import http from 'node:http';
import { startSmtpSink } from '../../tests/smtp-sink.ts';

/** Starts the sink on `smtpPort` and the read-only mailbox on 127.0.0.1:`httpPort`. */
export async function startMailbox(smtpPort, httpPort) {
  const sink = await startSmtpSink(smtpPort);
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || new URL(request.url ?? '/', 'http://x').pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    // Attachments as base64, so a spec can read a mailed PDF back.
    const body = sink.messages.map((m) => ({
      from: m.from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      headers: Object.fromEntries(m.headers),
      attachments: m.attachments.map((a) => ({
        name: a.name,
        contentType: a.contentType,
        base64: Buffer.from(a.bytes).toString('base64'),
      })),
      // The HTML part and its inline images (the logo), without their bytes.
      html: m.html,
      inline: m.inline.map((a) => ({ cid: a.cid, contentType: a.contentType })),
    }));
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(httpPort, '127.0.0.1', () => resolve(undefined));
  });
  return {
    async close() {
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await sink.close();
    },
  };
}
