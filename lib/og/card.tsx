import { ImageResponse } from 'next/og';
import { readPublicFile } from '../fonts/font-source';
import { drawableText, loadNotoSansSc, NOTO_SANS_SC } from '../fonts/noto-sans-sc';
import { siteConfig } from '../site-config';
import { CARD_HEIGHT, CARD_WIDTH, TITLE_LEFT, TITLE_SIZE, TITLE_TOP } from './card-layout';

export { CARD_HEIGHT, CARD_WIDTH, TITLE_LEFT, TITLE_SIZE, TITLE_TOP };

// The share card (Open Graph / Twitter, 1200×630): the photo on the left, on the right the company
// mark, a small line above the title (category or kind of page) and the title in the page's
// language, all in Noto Sans SC, which draws Latin and Chinese alike.

const TITLE_MAX_CHARS = 70;

const BRAND = '#0f3d3e';
const ACCENT = '#f2c14e';

export type CardInput = {
  title: string;
  /** The small line above the title (a category name, "Article"). */
  kicker: string;
  /** A JPEG of the photo (already small), or null for a card with the mark instead. */
  photo: Uint8Array | null;
  /** The page's language tag, for the line breaking of the title. */
  locale: string;
};

let markUri: Promise<string> | undefined;

/** public/logo.svg without its words (no font inside an embedded SVG), cropped to the mark. */
export async function logoMarkUri(): Promise<string> {
  // Read like the font (lib/fonts/font-source.ts): from public/ on Node, from the static assets on a Worker.
  markUri ??= readPublicFile(siteConfig.logoPath).then((svg) => {
    const mark = Buffer.from(svg)
      .toString('utf8')
      .replace(/<text[\s\S]*?<\/text>/g, '')
      .replace(/\swidth="[^"]*"/, ' width="32"')
      .replace(/\sheight="[^"]*"/, ' height="32"')
      .replace(/viewBox="[^"]*"/, 'viewBox="1 5 30 30"');
    return `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`;
  });
  return markUri;
}

const clip = (text: string, max: number) =>
  Array.from(text).length > max
    ? `${Array.from(text)
        .slice(0, max - 1)
        .join('')}…`
    : text;

function Photo({ photo, mark }: { photo: Uint8Array | null; mark: string }) {
  if (photo) {
    const src = `data:image/jpeg;base64,${Buffer.from(photo).toString('base64')}`;
    // eslint-disable-next-line @next/next/no-img-element -- rendered to a PNG by satori, not a page
    return <img src={src} alt="" width={630} height={630} style={{ objectFit: 'cover', width: 630, height: 630 }} />;
  }
  return (
    <div style={{ display: 'flex', width: 630, height: 630, alignItems: 'center', justifyContent: 'center', background: BRAND }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- rendered to a PNG by satori */}
      <img src={mark} alt="" width={260} height={260} />
    </div>
  );
}

/** The card as a PNG response (Content-Type image/png); headers are the caller's to add. */
export async function renderShareCard(input: CardInput, headers?: HeadersInit): Promise<ImageResponse> {
  const [font, mark] = await Promise.all([loadNotoSansSc(), logoMarkUri()]);
  const title = clip(drawableText(input.title, font.covers), TITLE_MAX_CHARS);
  const kicker = clip(drawableText(input.kicker, font.covers), 40);
  const company = drawableText(siteConfig.legalName, font.covers);
  const element = (
    <div
      lang={input.locale}
      style={{ display: 'flex', width: CARD_WIDTH, height: CARD_HEIGHT, background: '#ffffff', fontFamily: NOTO_SANS_SC }}
    >
      <Photo photo={input.photo} mark={mark} />
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          width: 570,
          height: 630,
          padding: '56px 56px 48px 56px',
          borderTop: `12px solid ${ACCENT}`,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', height: 56 }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- rendered to a PNG by satori */}
          <img src={mark} alt="" width={56} height={56} />
          <div style={{ marginLeft: 16, fontSize: 26, fontWeight: 700, color: BRAND }}>{company}</div>
        </div>
        <div style={{ display: 'flex', marginTop: 70, height: 40, fontSize: 28, fontWeight: 400, color: '#475569' }}>{kicker}</div>
        <div
          style={{
            display: 'flex',
            position: 'absolute',
            left: TITLE_LEFT - 630,
            top: TITLE_TOP,
            width: 570 - 56 - 40,
            fontSize: TITLE_SIZE,
            fontWeight: 700,
            lineHeight: 1.2,
            color: '#0f172a',
          }}
        >
          {title}
        </div>
      </div>
    </div>
  );
  return new ImageResponse(element, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: font.fonts, headers });
}
