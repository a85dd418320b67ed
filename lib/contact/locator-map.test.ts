import { describe, expect, it } from 'vitest';
import { locatorMapSvg } from './locator-map';

const facts = {
  latitude: -6.1783,
  longitude: 106.6319,
  title: 'PT Kemas Prima Nusantara',
  subtitle: 'Jl. Industri Raya No. 10, Tangerang',
};

describe('locatorMapSvg', () => {
  it('draws the name, the street and the coordinates of the facts', () => {
    const svg = locatorMapSvg(facts);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240"')).toBe(true);
    expect(svg).toContain('>PT Kemas Prima Nusantara</text>');
    expect(svg).toContain('>Jl. Industri Raya No. 10, Tangerang</text>');
    expect(svg).toContain('>6.1783° S, 106.6319° E</text>');
  });

  it('escapes the text, so a name with markup characters stays text', () => {
    const svg = locatorMapSvg({ ...facts, title: 'A & B <Box> "Co"' });
    expect(svg).toContain('>A &amp; B &lt;Box&gt; &quot;Co&quot;</text>');
    expect(svg).not.toContain('<Box>');
  });

  it('squeezes a line wider than the card instead of letting it run off the image', () => {
    const long = 'PT Perusahaan Kemasan Kertas dan Karton Nusantara Sejahtera Abadi';
    const svg = locatorMapSvg({ ...facts, title: long });
    expect(svg).toMatch(/<text[^>]*textLength="276" lengthAdjust="spacingAndGlyphs">PT Perusahaan/);
    // The short street line is left at its natural width.
    expect(svg).not.toMatch(/textLength="\d+" lengthAdjust="spacingAndGlyphs">Jl\./);
  });

  it('draws nothing from outside: no external reference, no script', () => {
    const svg = locatorMapSvg(facts);
    expect(svg).not.toMatch(/<script|href=|<image|url\(http/i);
  });
});
