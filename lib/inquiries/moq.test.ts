import { describe, expect, it } from 'vitest';
import { minimumOrderQuantity, moqFromSpec } from './moq';

describe('moqFromSpec', () => {
  it.each([
    ['MOQ', '500 pcs', 500],
    ['Minimum Order', '1,000 pcs', 1000],
    ['Min. order', '2 000 pieces', 2000],
    ['Minimal Pemesanan', '1.000 pcs', 1000],
    ['Minimum pembelian', '300 buah', 300],
    ['最小起订量', '500 个', 500],
    ['起订量', '1,000个', 1000],
  ])('reads the MOQ from the row name %s = %s', (name, value, expected) => {
    expect(moqFromSpec(name, value)).toBe(expected);
  });

  it.each([
    ['Order', 'MOQ 500 pcs', 500],
    ['Catatan', 'Minimal pemesanan 1.500 pcs', 1500],
    ['备注', '起订量 800 个', 800],
  ])('reads a labelled value %s = %s', (name, value, expected) => {
    expect(moqFromSpec(name, value)).toBe(expected);
  });

  it.each([
    ['Size', '20 x 20 x 10 cm'],
    ['Material', 'Art carton 310 gsm'],
    ['MOQ', 'on request'],
    ['Note', 'Printed with 4 colours, MOQ 500 pcs'],
  ])('ignores %s = %s', (name, value) => {
    expect(moqFromSpec(name, value)).toBeNull();
  });
});

describe('minimumOrderQuantity', () => {
  it('is 1 without a MOQ row and the largest stated otherwise', () => {
    expect(minimumOrderQuantity([{ name: 'Size', value: '10 cm' }])).toBe(1);
    expect(
      minimumOrderQuantity([
        { name: 'MOQ', value: '500 pcs' },
        { name: 'Minimal Pemesanan', value: '1.000 pcs' },
      ]),
    ).toBe(1000);
  });
});
