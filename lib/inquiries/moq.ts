// Minimum order quantity from a product's specification rows, in the three site languages.
// A row counts when its NAME says MOQ / minimum order (EN), minimal/minimum pemesanan or order (ID),
// 起订量 / 最小订购量 (ZH), or when its VALUE starts with such a label ("MOQ 500 pcs"). The number
// may use thousands separators in either convention ("1,000", "1.000", "1 000").

const LABEL = /(\bmoq\b|min(?:imum|imal|\.)?\s*(?:order|pemesanan|pesanan|pembelian)|起订量|起订|最小订购量|最低订购量|最小起订量)/iu;

function firstNumber(text: string): number | null {
  const match = /(\d{1,3}(?:[.,\s\u00a0]\d{3})+|\d+)/u.exec(text);
  if (!match) return null;
  const digits = (match[1] as string).replace(/[.,\s\u00a0]/gu, '');
  const n = Number.parseInt(digits, 10);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The MOQ stated by one specification row, or null when the row is not about the MOQ. */
export function moqFromSpec(name: string, value: string): number | null {
  if (LABEL.test(name)) return firstNumber(value);
  const labelled = LABEL.exec(value);
  if (labelled && labelled.index <= 2) return firstNumber(value.slice(labelled.index + labelled[0].length));
  return null;
}

/** The product's MOQ (the largest stated, if several rows state one), else 1. */
export function minimumOrderQuantity(specs: readonly { name: string; value: string }[]): number {
  let moq = 1;
  for (const spec of specs) {
    const n = moqFromSpec(spec.name, spec.value);
    if (n !== null && n > moq) moq = n;
  }
  return moq;
}
