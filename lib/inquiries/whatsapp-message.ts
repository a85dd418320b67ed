// The WhatsApp hand-off after a quote request: the whole list as one prefilled chat
// message in the visitor's language. Pure: the translated templates come in as arguments.
import type { SubmittedLine } from './contract';

export type WhatsAppQuoteTexts = {
  /** First line, e.g. 'Hello, I have just sent quote request {reference}:' */
  intro: string;
  /** Closing line when lines were left out, e.g. '…and {count} more' */
  more: string;
  /** The word that marks a sample line, e.g. 'sample' (absent: 'sample'). */
  sample?: string;
};

type TextLine = Pick<SubmittedLine, 'name' | 'code' | 'quantity' | 'note'> & { sample?: boolean };

/** wa.me links are opened from a URL: keep the encoded text well under the ~2,000 characters browsers and WhatsApp handle. */
export const WHATSAPP_TEXT_MAX_ENCODED = 1800;

function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/**
 * 'Rigid Box (HB-001) × 500 – gold foil', 'Rigid Box (HB-001) × 3 [sample]': the code, the sample
 * mark and the note only when present.
 */
export function quoteLineText(line: TextLine, sampleWord = 'sample'): string {
  const code = oneLine(line.code);
  const note = oneLine(line.note);
  const sample = line.sample ? ` [${sampleWord}]` : '';
  return `${oneLine(line.name)}${code ? ` (${code})` : ''} × ${line.quantity}${sample}${note ? ` – ${note}` : ''}`;
}

const encodedLength = (text: string) => encodeURIComponent(text).length;

/**
 * The prefilled message: intro with the reference, then one line per product. When the encoded
 * text would pass `maxEncoded`, the remaining lines become '…and N more' (the reference lets the
 * sales team find the full list). A single over-long line is cut with '…'.
 */
export function buildQuoteWhatsAppText(
  texts: WhatsAppQuoteTexts,
  reference: string,
  lines: readonly TextLine[],
  maxEncoded = WHATSAPP_TEXT_MAX_ENCODED,
): string {
  const intro = fillIn(texts.intro, { reference });
  const parts = [intro];
  for (let i = 0; i < lines.length; i++) {
    let item = `- ${quoteLineText(lines[i]!, texts.sample)}`;
    const left = lines.length - i - 1;
    const tail = left > 0 ? `\n${fillIn(texts.more, { count: left })}` : '';
    // Room for this line while keeping room for a '…and N more' after it.
    const budget = maxEncoded - encodedLength(parts.join('\n') + '\n') - encodedLength(tail);
    if (encodedLength(item) > budget) {
      if (i === 0 && budget > 20) {
        while (item.length > 1 && encodedLength(`${item}…`) > budget) item = item.slice(0, -1);
        parts.push(`${item}…`);
        if (left > 0) parts.push(fillIn(texts.more, { count: left }));
      } else {
        parts.push(fillIn(texts.more, { count: lines.length - i }));
      }
      return parts.join('\n');
    }
    parts.push(item);
  }
  return parts.join('\n');
}

/** https://wa.me/<number>?text=… (number in international form, digits only). */
export function whatsappChatUrl(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
