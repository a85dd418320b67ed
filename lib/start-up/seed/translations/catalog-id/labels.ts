// The specification row names of the Indonesian catalogue, shared by its item files.

export const BAHAN = 'Bahan',
  UKURAN = 'Ukuran',
  FINISHING = 'Finishing',
  WAKTU = 'Waktu Produksi',
  TEBAL = 'Ketebalan',
  SEKAT = 'Sekat (Insert)',
  JENDELA = 'Jendela',
  TALI = 'Tali',
  BRAILLE = 'Huruf Braille';
