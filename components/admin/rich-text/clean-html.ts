// Pasted (and stored) HTML reduced to what the description editor can hold: paragraphs, h2/h3,
// strong/em, ul/ol/li, br and http(s)/mailto links, with no attribute but a link's href. Word and
// Google Docs write formatting as inline styles and lists as styled paragraphs, so those are turned
// into real tags first; everything else (classes, fonts, colours, images, tables) is dropped. The
// editor's schema is the second net: a node or mark it does not know cannot be created at all.
// Runs on a DOM (the browser's, or happy-dom in unit tests): no string surgery on HTML.

/** Link schemes the editor accepts (the sanitiser also allows tel:, the editor does not offer it). */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto'] as const;

export function isAllowedHref(href: string): boolean {
  const value = href.trim();
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * What an admin typed in the link field, as an allowed href, or null: a bare address gets https://,
 * a bare e-mail address mailto:; any other scheme (javascript:, tel:, ftp:) is refused.
 */
export function normaliseHref(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  const href = /^[a-z][a-z\d+.-]*:/i.test(value)
    ? value
    : /^[^\s@/]+@[^\s@/]+$/.test(value)
      ? `mailto:${value}`
      : `https://${value.replace(/^\/+/, '')}`;
  return isAllowedHref(href) ? href : null;
}

const KEEP = new Set(['P', 'H2', 'H3', 'STRONG', 'EM', 'UL', 'OL', 'LI', 'BR', 'A']);
const DROP = new Set([
  'STYLE',
  'SCRIPT',
  'META',
  'LINK',
  'TITLE',
  'HEAD',
  'IMG',
  'PICTURE',
  'SVG',
  'VIDEO',
  'AUDIO',
  'IFRAME',
  'OBJECT',
  'XML',
]);
const RENAME: Record<string, string> = { H1: 'h2', H4: 'h3', H5: 'h3', H6: 'h3', B: 'strong', I: 'em', TD: 'p', TH: 'p', CAPTION: 'p' };
const BLOCKS = 'p,h1,h2,h3,h4,h5,h6,ul,ol,li,table,div,blockquote,pre';

/** Cleans an HTML fragment; returns the clean fragment's HTML. */
export function cleanHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const body = doc.body;
  unwrapAll(body, 'b[id^="docs-internal-guid"]'); // Google Docs' whole-paste wrapper (font-weight:normal)
  for (const el of [...body.querySelectorAll('b, strong')])
    if (/(^|;)\s*font-weight\s*:\s*(normal|[1-4]00)\b/i.test(styleOf(el))) unwrap(el);
  convertWordLists(doc);
  stylesToTags(doc);
  walk(body);
  // Source indentation between blocks would become stray spaces in the editor's HTML.
  for (const el of [body, ...body.querySelectorAll('ul, ol')]) {
    for (const node of [...el.childNodes]) if (node.nodeType === 3 && !(node.textContent ?? '').trim()) node.remove();
  }
  // Google Docs puts a bare <br> (or <p><br></p>) between paragraphs, Word <p><o:p>&nbsp;</o:p></p>:
  // blank lines are the stylesheet's job, empty blocks and marks go.
  for (const br of [...body.querySelectorAll('br')]) if (br.parentElement === body) br.remove();
  for (const el of [...body.querySelectorAll('p, h2, h3, li, strong, em, a')]) {
    if (!el.querySelector('li') && !(el.textContent ?? '').replace(/\u00a0/g, ' ').trim()) el.remove();
  }
  return body.innerHTML.trim();
}

function styleOf(el: Element): string {
  return el.getAttribute('style') ?? '';
}

function unwrap(el: Element): void {
  el.replaceWith(...el.childNodes);
}

function unwrapAll(root: Element, selector: string): void {
  for (const el of [...root.querySelectorAll(selector)]) unwrap(el);
}

/** Bold/italic written as a span's style (Google Docs, Word) become <strong>/<em> around its content. */
function stylesToTags(doc: Document): void {
  for (const el of [...doc.body.querySelectorAll('span, font, p, li, td, th')]) {
    const style = styleOf(el);
    const bold = /(^|;)\s*font-weight\s*:\s*(bold|bolder|[6-9]00)\b/i.test(style);
    const italic = /(^|;)\s*font-style\s*:\s*italic\b/i.test(style);
    for (const [on, tag] of [
      [bold, 'strong'],
      [italic, 'em'],
    ] as const) {
      if (!on) continue;
      const wrapper = doc.createElement(tag);
      wrapper.append(...el.childNodes);
      el.append(wrapper);
    }
  }
}

/**
 * Word writes list items as <p class="MsoListParagraph…" style="mso-list:l0 level1 lfo1"> with the
 * bullet or number as text in a <span style="mso-list:Ignore">: consecutive ones become a real
 * list, nested by their level, numbered when the marker is a number or letter.
 */
function convertWordLists(doc: Document): void {
  const items = [...doc.body.querySelectorAll('p')].filter((p) => /mso-list\s*:\s*l\d/i.test(styleOf(p)));
  const stack: Array<{ list: Element; level: number }> = [];
  let previous: { root: Element; id: string } | null = null;
  for (const p of items) {
    const id = /mso-list\s*:\s*(l\d+)/i.exec(styleOf(p))![1]!;
    const level = Number(/level(\d+)/i.exec(styleOf(p))?.[1] ?? 1);
    const marker = [...p.querySelectorAll('span')].find((s) => /mso-list\s*:\s*ignore/i.test(styleOf(s)));
    const ordered = /^\s*[\da-z]{1,4}[.)]/i.test(marker?.textContent ?? '');
    marker?.remove();
    // Not adjacent to the list so far, or another Word list (l0, l1 …): a new list.
    if (!previous || previous.id !== id || previous.root.nextElementSibling !== p) stack.length = 0;
    while (stack.length && stack.at(-1)!.level > level) stack.pop();
    const li = doc.createElement('li');
    li.append(...p.childNodes);
    const top = stack.at(-1);
    if (top && top.level === level) {
      top.list.append(li);
      p.remove();
    } else {
      const list = doc.createElement(ordered ? 'ol' : 'ul');
      list.append(li);
      if (top) (top.list.lastElementChild ?? top.list).append(list);
      if (top) p.remove();
      else p.replaceWith(list);
      stack.push({ list, level });
    }
    previous = { root: stack[0]!.list, id };
  }
}

/** Keeps the allowed tags (renaming the near misses), unwraps the rest, drops every attribute but a link's href. */
function walk(parent: Element): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === 8) {
      node.remove(); // comments, Word's conditional <![if …]> blocks
      continue;
    }
    if (node.nodeType !== 1) continue;
    let el = node as Element;
    const tag = el.tagName.toUpperCase();
    if (DROP.has(tag) || tag === 'O:P' || tag.includes(':')) {
      // <o:p>&nbsp;</o:p> and other Office namespaces carry no text worth keeping
      el.remove();
      continue;
    }
    if (RENAME[tag] && !(tag === 'TD' || tag === 'TH' || tag === 'CAPTION' ? el.querySelector(BLOCKS) : false)) {
      el = rename(el, RENAME[tag]!);
    }
    walk(el);
    const name = el.tagName.toUpperCase();
    if (name === 'A') {
      const href = el.getAttribute('href') ?? '';
      if (!isAllowedHref(href)) {
        unwrap(el);
        continue;
      }
      for (const attr of [...el.attributes]) if (attr.name !== 'href') el.removeAttribute(attr.name);
      el.setAttribute('href', href.trim());
    } else if (KEEP.has(name)) {
      for (const attr of [...el.attributes]) el.removeAttribute(attr.name);
    } else if (el.matches(BLOCKS) || name === 'TR') {
      // div, blockquote, table rows …: their content stays, as paragraphs if it is bare text
      if (el.querySelector(BLOCKS) || name === 'TABLE' || name === 'TR' || name === 'TBODY') unwrap(el);
      else rename(el, 'p');
    } else {
      unwrap(el);
    }
  }
}

function rename(el: Element, tag: string): Element {
  const next = el.ownerDocument.createElement(tag); // no attributes: styles were read before the walk
  next.append(...el.childNodes);
  el.replaceWith(next);
  return next;
}
