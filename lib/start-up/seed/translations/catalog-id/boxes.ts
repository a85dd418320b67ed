import { describe } from '../describe';
import type { ItemTranslation } from '../types';
import { BAHAN, UKURAN, FINISHING, WAKTU, TEBAL, SEKAT, JENDELA, BRAILLE } from './labels';

// The Hardbox and Softbox items of the Indonesian catalogue, keyed by English item name.
export const CATALOG_ID_BOXES: Readonly<Record<string, ItemTranslation>> = {
  'Rigid Magnetic Gift Box': {
    status: 'full',
    name: 'Kotak Kado Hardbox Magnet',
    description: describe(
      '<strong>Kotak kado hardbox</strong> dengan penutup magnet tersembunyi yang menutup rapat dengan bunyi klik yang memuaskan.',
      ['Greyboard 2 mm dilapisi art paper', 'Logo hot foil emas pada tutup', 'Pilihan sekat busa atau satin'],
    ),
    specs: [
      [BAHAN, 'Greyboard 2 mm + art paper 150 gsm'],
      [UKURAN, '30 x 22 x 10 cm'],
      [FINISHING, 'Laminasi doff, hot foil emas'],
    ],
  },
  'Premium Lid and Base Box': {
    status: 'full',
    name: 'Kotak Tutup Atas-Bawah Premium',
    description: describe('<strong>Hardbox dua bagian</strong> klasik untuk kado premium, jam tangan, dan parsel.', [
      'Tutup dalam untuk hasil yang pas dan elegan',
      'Pita satin dengan warna Pantone apa pun',
    ]),
    specs: [
      [BAHAN, 'Greyboard 2,5 mm'],
      [UKURAN, '25 x 25 x 15 cm'],
      [FINISHING, 'Laminasi soft-touch'],
      [WAKTU, ''],
    ],
  },
  'Luxury Drawer Box': {
    status: 'full',
    name: 'Kotak Laci Mewah',
    description: describe('<strong>Kotak laci geser</strong> dengan tarikan pita, favorit merek perhiasan dan kosmetik.', [
      'Sleeve dan laci dengan warna kontras',
      'Tab tarik dari pita',
    ]),
    specs: [
      [BAHAN, 'Greyboard 2 mm + kertas fancy'],
      [UKURAN, '20 x 15 x 8 cm'],
    ],
  },
  'Rigid Shoulder Neck Box': {
    status: 'full',
    name: 'Hardbox Model Leher (Shoulder Box)',
    description: describe('<strong>Shoulder box</strong> tiga bagian untuk parfum, lilin, dan minuman.', [
      'Bagian leher terlihat dengan warna kontras',
      'Logo emboss pada tutup',
    ]),
    specs: [
      [BAHAN, 'Greyboard 2 mm'],
      [FINISHING, 'Emboss, spot UV'],
    ],
  },
  'Book Style Presentation Box': {
    status: 'full',
    name: 'Kotak Presentasi Model Buku',
    description: describe(
      '<strong>Kotak berbentuk buku</strong> yang terbuka seperti sampul: cocok untuk peluncuran produk dan press kit.',
    ),
    specs: [
      [BAHAN, 'Greyboard 2 mm + kertas linen'],
      [UKURAN, '28 x 21 x 6 cm'],
      [TEBAL, '2 mm'],
    ],
  },
  'Hexagon Rigid Box': {
    status: 'full',
    name: 'Hardbox Segi Enam',
    description: describe('Hardbox yang menarik perhatian untuk cokelat, macaron, dan parsel hari raya.', [
      'Cetak offset full colour di bagian dalam dan luar',
    ]),
    specs: [],
  },
  'Corporate Hamper Box': {
    status: 'full',
    name: 'Kotak Parsel Korporat',
    description: describe('<strong>Kotak parsel</strong> yang lega untuk hadiah korporat Lebaran dan akhir tahun.', [
      'Muat botol, toples, dan camilan',
      'Tersedia sekat sesuai pesanan',
    ]),
    specs: [
      [BAHAN, 'Greyboard 3 mm'],
      [UKURAN, '40 x 30 x 15 cm'],
    ],
  },
  'Watch Gift Box': {
    status: 'full',
    name: 'Kotak Kado Jam Tangan',
    description: describe('Hardbox ringkas dengan <strong>bantalan beludru</strong> untuk jam tangan dan gelang.'),
    specs: [
      [SEKAT, 'Bantalan beludru'],
      [UKURAN, '12 x 12 x 8 cm'],
    ],
  },
  'Wine Bottle Rigid Box': {
    status: 'full',
    name: 'Hardbox Botol Wine',
    description: describe('<strong>Hardbox botol</strong> tinggi dengan tutup magnet dan lapisan dalam satin.', [
      'Muat botol 750 ml',
      'Lambang hot foil emas',
    ]),
    specs: [
      [BAHAN, 'Greyboard 2,5 mm'],
      [UKURAN, '11 x 11 x 36 cm'],
      [FINISHING, 'Hot foil emas'],
    ],
  },
  'Cosmetic Set Drawer Box': {
    status: 'full',
    name: 'Kotak Laci Set Kosmetik',
    description: describe('<strong>Kotak laci</strong> ramping dengan sekat EVA untuk paket skincare.', [
      'Sekat busa dipotong sesuai produk',
    ]),
    specs: [
      [BAHAN, 'Greyboard 2 mm'],
      [SEKAT, 'Busa EVA'],
    ],
  },
  'Kraft Rigid Box with Window': {
    status: 'full',
    name: 'Hardbox Kraft dengan Jendela',
    description: describe('<strong>Hardbox</strong> kraft alami dengan jendela bening pada tutupnya.'),
    specs: [
      [BAHAN, 'Greyboard kraft 2 mm'],
      [JENDELA, 'Mika PET 0,2 mm'],
    ],
  },
  'Folding Carton Box': {
    status: 'full',
    name: 'Kotak Karton Lipat',
    description: describe('<strong>Karton lipat</strong> ringan untuk produk ritel, dikirim dalam keadaan rata agar hemat tempat.', [
      'Penutup model tuck-end (selip)',
      'Cetak full colour CMYK',
    ]),
    specs: [
      [BAHAN, 'Ivory 300 gsm'],
      [UKURAN, '10 x 6 x 16 cm'],
      [FINISHING, 'Varnish glossy'],
    ],
  },
  'Tuck End Cosmetic Box': {
    status: 'full',
    name: 'Kotak Kosmetik Tuck End',
    description: describe('<strong>Kotak tuck end</strong> yang elegan untuk serum, krim, dan botol parfum.', ['Logo spot UV']),
    specs: [
      [BAHAN, 'Ivory 350 gsm'],
      [FINISHING, 'Spot UV'],
    ],
  },
  'Mailer Box E-Flute': {
    status: 'full',
    name: 'Kotak Mailer E-Flute',
    description: describe('<strong>Kotak kirim e-commerce</strong> yang kokoh, tahan banting di kurir dan memukau saat unboxing.', [
      'Tab depan mengunci sendiri',
      'Cetak bagian dalam sebagai kejutan',
    ]),
    specs: [
      [BAHAN, 'Karton bergelombang E-flute'],
      [UKURAN, '30 x 22 x 8 cm'],
      [TEBAL, '1,5 mm'],
    ],
  },
  'Pillow Box': {
    status: 'full',
    name: 'Kotak Bantal (Pillow Box)',
    description: describe('<strong>Kotak bantal</strong> melengkung untuk kado kecil, aksesori, dan suvenir.'),
    specs: [[BAHAN, 'Art carton 310 gsm']],
  },
  'Window Display Carton': {
    status: 'full',
    name: 'Karton Display dengan Jendela',
    description: describe('<strong>Karton display</strong> dengan jendela bening agar pembeli langsung melihat produknya.', [
      'Jendela PET ditempel di bagian depan',
    ]),
    specs: [
      [BAHAN, 'Duplex 350 gsm'],
      [JENDELA, 'Mika PET 0,2 mm'],
    ],
  },
  'Pharmaceutical Carton': {
    status: 'full',
    name: 'Karton Farmasi',
    description: describe('<strong>Karton siap standar CPOB</strong> yang presisi untuk tablet dan suplemen.', [
      'Tersedia emboss huruf Braille',
      'Area kode batch',
    ]),
    specs: [
      [BAHAN, 'Ivory 300 gsm'],
      [FINISHING, 'Coating water-based'],
      [BRAILLE, ''],
    ],
  },
  'Soap Sleeve Box': {
    status: 'full',
    name: 'Kotak Sleeve Sabun',
    description: describe('<strong>Kotak sleeve</strong> ramping untuk sabun buatan tangan dan sabun batang.'),
    specs: [
      [BAHAN, 'Kraft board 350 gsm'],
      [UKURAN, '9 x 6 x 3 cm'],
    ],
  },
  'Apparel Mailer Box': {
    status: 'full',
    name: 'Mailer Box Pakaian',
    description: describe('<strong>Mailer box pakaian</strong> bercetak untuk brand fesyen yang mengirim pesanan online.', [
      'Cetak bagian dalam',
      'Pilihan pita sobek (tear strip)',
    ]),
    specs: [[BAHAN, 'Karton bergelombang E-flute']],
  },
  'Tea Packaging Carton': {
    status: 'partial',
    missing: 'Only the name: the description stays English, so the product page shows the fallback.',
    name: 'Karton Kemasan Teh',
  },
  'Candle Carton Box': {
    status: 'full',
    name: 'Kotak Karton Lilin',
    description: describe('<strong>Karton lilin</strong> persegi dengan sekat yang menahan gelas lilin tetap di tempatnya.', [
      'Sekat die-cut',
    ]),
    specs: [
      [BAHAN, 'Art carton 350 gsm'],
      [SEKAT, 'Karton die-cut'],
    ],
  },
};
