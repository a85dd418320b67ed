import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from '@/lib/html/sanitize';

// What the admin actions store (and the product page renders) goes through sanitizeDescription.
// An evasion corpus (OWASP filter-evasion style) and a property test: no script element, no event
// handler attribute and no javascript:/vbscript:/data: URL survives, whatever the input.

const CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" ONERROR="alert(1)">',
  '<img/src="x"/onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="x:expression(alert(1))">x</p>',
  '<style>@import "javascript:alert(1)";</style>',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<a href="#" onclick="alert(1)">x</a>',
  '<p onmouseover="alert(1)">hover</p>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '"><script>alert(1)</script>',
  '<a href="https://ok.example" target="_blank">fine</a>',
  '<table><td background="javascript:alert(1)">x</td></table>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<h1 onclick=alert(1)>Title</h1>',
];

const FORBIDDEN_TAGS = /^(script|iframe|object|embed|form|style|link|meta|base|svg|math|input|button|body|noscript|xmp|template)$/i;
const URL_ATTRS = new Set(['href', 'src', 'action', 'formaction', 'background', 'srcdoc', 'data', 'xlink:href']);

/**
 * Parses the output (htmlparser2: the parser sanitize-html itself uses, entities decoded) and
 * checks every element and attribute, so text that merely mentions "onload=" is not a false alarm.
 */
function violations(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (FORBIDDEN_TAGS.test(name)) found.push(`<${name}>`);
        for (const [attr, value] of Object.entries(attribs)) {
          if (/^on/i.test(attr)) found.push(`${name}[${attr}]`);
          if (attr === 'style') found.push(`${name}[style]`);
          // browsers ignore whitespace and control characters inside a URL scheme
          const scheme = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
          if (URL_ATTRS.has(attr.toLowerCase()) && /^(javascript|vbscript|data):/.test(scheme)) found.push(`${name}[${attr}=${value}]`);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

function assertSafe(html: string) {
  const out = sanitizeDescription(html);
  expect(violations(out), `${html} → ${out}`).toEqual([]);
  // and it is stable: sanitising the output again changes nothing
  expect(sanitizeDescription(out)).toBe(out);
}

describe('product description sanitising', () => {
  it('the checker itself catches unsanitised attacks', () => {
    expect(violations('<a href="java&#x09;script:alert(1)" onclick="x()">x</a><script></script>')).toHaveLength(3);
  });

  it.each(CORPUS)('neutralises %s', (html) => assertSafe(html));

  it('keeps the formatting the editor produces', () => {
    const html = '<h2>Title</h2><p><b>Bold</b> <i>it</i> <a href="https://example.com">link</a></p><ul><li>a</li></ul><ol><li>b</li></ol>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('property: random mixes of dangerous fragments never survive', () => {
    const pieces = [
      '<',
      '>',
      '/',
      '"',
      "'",
      '=',
      ' ',
      '\t',
      '\n',
      '&#',
      'x',
      ';',
      ':',
      '<!--',
      '-->',
      'script',
      'SCRIPT',
      'img',
      'svg',
      'iframe',
      'a',
      'p',
      'style',
      'src',
      'href',
      'onerror',
      'onload',
      'OnClick',
      'javascript',
      'JaVaScRiPt',
      'java\tscript',
      'vbscript',
      'data',
      'alert(1)',
      '&#106;',
      '&#x6A;',
      '&colon;',
      'expression(',
    ];
    let seed = 20261122;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let run = 0; run < 2000; run += 1) {
      const length = 1 + Math.floor(random() * 40);
      let html = '';
      for (let i = 0; i < length; i += 1) html += pieces[Math.floor(random() * pieces.length)];
      assertSafe(html);
    }
  });
});
