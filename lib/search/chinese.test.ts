import { describe, expect, it } from 'vitest';
import { hanPieces, hanQuery } from './chinese';

describe('hanQuery', () => {
  it('asks for every Chinese character of the query in its order', () => {
    expect(hanQuery('牛皮纸袋')).toEqual({ patterns: ['%牛%皮%纸%袋%'], pairs: ['牛皮', '皮纸', '纸袋'] });
    expect(hanQuery('磁吸盒')).toEqual({ patterns: ['%磁%吸%盒%'], pairs: ['磁吸', '吸盒'] });
    expect(hanQuery('礼盒')).toEqual({ patterns: ['%礼%盒%'], pairs: ['礼盒'] });
  });

  it('leaves Latin queries and a single Chinese character to the contiguous match', () => {
    expect(hanQuery('gift box')).toBeNull();
    expect(hanQuery('HB-100')).toBeNull();
    expect(hanQuery('盒')).toBeNull();
    expect(hanQuery('kraft 袋')).toBeNull();
  });

  it('keeps a Latin word or a code whole between Chinese characters, and each spaced word apart', () => {
    expect(hanQuery('kraft纸袋')).toEqual({ patterns: ['%kraft%纸%袋%'], pairs: ['纸袋'] });
    expect(hanQuery('HB-100 礼盒')).toEqual({ patterns: ['%HB-100%', '%礼%盒%'], pairs: ['礼盒'] });
    // Spaced words are separate patterns (any order between them); no pair spans a space.
    expect(hanQuery('手提袋 牛皮纸')).toEqual({ patterns: ['%手%提%袋%', '%牛%皮%纸%'], pairs: ['手提', '提袋', '牛皮', '皮纸'] });
    expect(hanQuery('纸 袋')).toEqual({ patterns: ['%纸%', '%袋%'], pairs: [] });
  });

  it('counts a repeated pair once', () => {
    expect(hanQuery('纸袋纸袋')?.pairs).toEqual(['纸袋', '袋纸']);
  });

  it('escapes LIKE wildcards in a piece, so they stand for themselves', () => {
    expect(hanQuery('50%礼盒')?.patterns).toEqual(['%50\\%%礼%盒%']);
    expect(hanQuery('a_b纸袋')?.patterns).toEqual(['%a\\_b%纸%袋%']);
  });
});

describe('hanPieces', () => {
  it('drops punctuation typed between characters', () => {
    expect(hanPieces('牛皮纸，袋')).toEqual(['牛', '皮', '纸', '袋']);
    expect(hanPieces('礼盒·')).toEqual(['礼', '盒']);
  });

  it('splits by code point (a character outside the Basic Multilingual Plane stays whole)', () => {
    expect(hanPieces('𠀀盒')).toEqual(['𠀀', '盒']);
  });
});
