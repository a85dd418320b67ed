import { describe, expect, it } from 'vitest';
import { decodeSpecs, encodeSpecs, type SpecPair } from './specs-field';

describe('specs field', () => {
  it('encodes pairs as name=value joined by "; "', () => {
    expect(
      encodeSpecs([
        { name: 'Size', value: '10 x 20 cm' },
        { name: 'Material', value: 'Kraft' },
      ]),
    ).toBe('Size=10 x 20 cm; Material=Kraft');
    expect(encodeSpecs([])).toBe('');
  });

  it('escapes ; = and \\ inside names and values', () => {
    expect(encodeSpecs([{ name: 'a=b', value: 'x;y\\z' }])).toBe('a\\=b=x\\;y\\\\z');
  });

  it('decodes, trimming whitespace and skipping blank pairs', () => {
    expect(decodeSpecs(' Size = 10 cm ;; Colour=Red; ')).toEqual({
      ok: true,
      specs: [
        { name: 'Size', value: '10 cm' },
        { name: 'Colour', value: 'Red' },
      ],
    });
    expect(decodeSpecs('')).toEqual({ ok: true, specs: [] });
  });

  it('refuses a pair without =, with two =, a blank name or a stray backslash; keeps a blank value, naming the pair', () => {
    expect(decodeSpecs('A=1; B')).toEqual({ ok: false, pair: 2 });
    expect(decodeSpecs('A=1=2')).toEqual({ ok: false, pair: 1 });
    expect(decodeSpecs('A=1; =2')).toEqual({ ok: false, pair: 2 });
    expect(decodeSpecs('A= ')).toEqual({ ok: true, specs: [{ name: 'A', value: '' }] });
    expect(decodeSpecs('A=1; B=\\n')).toEqual({ ok: false, pair: 2 });
    expect(decodeSpecs('A=1\\')).toEqual({ ok: false, pair: 1 });
  });

  it('round-trips any text, Chinese and the escaped characters included', () => {
    const alphabet = ['a', 'Z', ' ', ';', '=', '\\', '尺', '寸', '材料', '牛皮纸', 'é', ',', '"', '\n', 'ü'];
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const word = () => {
      let s = '';
      const len = 1 + rand(8);
      for (let i = 0; i < len; i++) s += alphabet[rand(alphabet.length)];
      // The decoder trims (like the item form): a name is never blank or padded.
      return s.trim() === '' ? '尺寸' : s.trim();
    };
    for (let run = 0; run < 500; run++) {
      const specs: SpecPair[] = Array.from({ length: rand(6) }, () => ({ name: word(), value: word() }));
      expect(decodeSpecs(encodeSpecs(specs))).toEqual({ ok: true, specs });
    }
    const chinese = [
      { name: '尺寸', value: '10×20 厘米; 约' },
      { name: '材料=纸', value: '牛皮纸\\白' },
    ];
    expect(encodeSpecs(chinese)).toBe('尺寸=10×20 厘米\\; 约; 材料\\=纸=牛皮纸\\\\白');
    expect(decodeSpecs(encodeSpecs(chinese))).toEqual({ ok: true, specs: chinese });
  });
});
