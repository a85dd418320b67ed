import { describe, expect, it } from 'vitest';
import { titleSlug } from './title-slug';

describe('slug from a title in any language', () => {
  it('turns a Chinese title into toneless pinyin, one word per syllable, keeping Latin words and digits', () => {
    expect(titleSlug('食品包装袋选择指南')).toBe('shi-pin-bao-zhuang-dai-xuan-ze-zhi-nan');
    expect(titleSlug('2026 年 PET 瓶趋势')).toBe('2026-nian-pet-ping-qu-shi');
    expect(titleSlug('绿色包装')).toBe('lv-se-bao-zhuang');
  });

  it('keeps Indonesian titles readable, accents folded', () => {
    expect(titleSlug('Panduan Memilih Kemasan Makanan yang Aman')).toBe('panduan-memilih-kemasan-makanan-yang-aman');
    expect(titleSlug('Kemasan Ramah Lingkungan: Solusi Tahun 2026!')).toBe('kemasan-ramah-lingkungan-solusi-tahun-2026');
    expect(titleSlug('Café Kopi Édition')).toBe('cafe-kopi-edition');
  });

  it("gives '' (not 'untitled') when nothing in the title can go in a web address", () => {
    expect(titleSlug('🎉🎉')).toBe('');
    expect(titleSlug('Привет')).toBe('');
    expect(titleSlug('   ')).toBe('');
  });
});
