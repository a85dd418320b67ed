import { describe } from './describe';
import type { CatalogTranslations } from './types';

// Indonesian catalogue (Bahasa Indonesia as printed on an Indonesian packaging maker's price list:
// trade words buyers use every day, such as greyboard, art paper, ivory, duplex, hot foil and pcs, stay).
// Partial on purpose: "Tea Packaging Carton" (name only) and "Landscape Gift Bag" (no specs).

const BAHAN = 'Bahan',
  UKURAN = 'Ukuran',
  FINISHING = 'Finishing',
  WAKTU = 'Waktu Produksi',
  TEBAL = 'Ketebalan',
  SEKAT = 'Sekat (Insert)',
  JENDELA = 'Jendela',
  TALI = 'Tali',
  BRAILLE = 'Huruf Braille';

export const CATALOG_ID: CatalogTranslations = {
  locale: 'id',
  categories: {
    Hardbox: 'Hardbox (Kotak Kaku)',
    Softbox: 'Softbox (Kotak Lipat)',
    'Paper Bag': 'Tas Kertas',
    'Food Packaging': 'Kemasan Makanan',
  },
  items: {
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
    'Kraft Paper Bag with Twisted Handle': {
      status: 'full',
      name: 'Paper Bag Kraft Tali Pilin',
      description: describe('<strong>Tas kertas kraft</strong> alami dengan tali kertas pilin yang kuat.', [
        'Dapat didaur ulang dan bebas plastik',
        'Cetak flexo 1-2 warna',
      ]),
      specs: [
        [BAHAN, 'Kraft cokelat 120 gsm'],
        [UKURAN, '32 x 12 x 40 cm'],
        [TALI, 'Kertas pilin'],
      ],
    },
    'Luxury Shopping Bag with Rope Handle': {
      status: 'full',
      name: 'Shopping Bag Mewah Tali Kur',
      description: describe('<strong>Shopping bag berlaminasi</strong> dengan tali kur katun untuk butik.', [
        'Logo hot foil',
        'Lipatan atas diperkuat',
      ]),
      specs: [
        [BAHAN, 'Art paper 210 gsm'],
        [FINISHING, 'Laminasi doff, foil emas'],
        [TALI, 'Tali kur katun'],
      ],
    },
    'White Paper Bag with Ribbon Handle': {
      status: 'full',
      name: 'Paper Bag Putih Tali Pita',
      description: describe('<strong>Tas kado putih</strong> yang bersih dengan tali pita satin.'),
      specs: [
        [BAHAN, 'Ivory 230 gsm'],
        [TALI, 'Pita satin'],
      ],
    },
    'Food Takeaway Paper Bag': {
      status: 'full',
      name: 'Paper Bag Makanan Take Away',
      description: describe('<strong>Tas take away food grade</strong> untuk restoran dan toko roti.', [
        'Kertas tahan minyak',
        'Tali pipih',
      ]),
      specs: [[BAHAN, 'Kraft food grade 100 gsm']],
    },
    'Boutique Fashion Bag': {
      status: 'full',
      name: 'Tas Butik Fesyen',
      description: describe('<strong>Tas fesyen</strong> mencolok dengan warna brand Anda.', ['Cetak full colour']),
      specs: [
        [BAHAN, 'Art paper 190 gsm'],
        [FINISHING, 'Laminasi glossy'],
        [TALI, 'Pita'],
      ],
    },
    'Wine Bottle Paper Bag': {
      status: 'full',
      name: 'Paper Bag Botol Wine',
      description: describe('<strong>Tas botol</strong> tinggi untuk wine, minuman keras, dan sirup.'),
      specs: [
        [UKURAN, '12 x 10 x 36 cm'],
        [TALI, 'Tali kur'],
      ],
    },
    'Mini Jewellery Gift Bag': {
      status: 'full',
      name: 'Tas Kado Mini Perhiasan',
      description: describe('<strong>Tas kado</strong> kecil untuk perhiasan, kosmetik, dan suvenir pesta.'),
      specs: [],
    },
    'Corporate Event Bag': {
      status: 'full',
      name: 'Tas Acara Korporat',
      description: describe('<strong>Tas acara</strong> berlogo untuk seminar, pameran, dan peluncuran produk.', ['Cetak dua sisi']),
      specs: [
        [BAHAN, 'Art carton 230 gsm'],
        [WAKTU, '14 hari kerja'],
      ],
    },
    'Recycled Grocery Paper Bag': {
      status: 'full',
      name: 'Tas Belanja Kertas Daur Ulang',
      description: describe('<strong>Tas belanja</strong> yang lega dari kraft daur ulang.', ['Kuat menahan hingga 8 kg']),
      specs: [[BAHAN, 'Kraft daur ulang 140 gsm']],
    },
    'Landscape Gift Bag': {
      status: 'partial',
      missing: 'Name and description only: the specification rows stay English.',
      name: 'Tas Kado Lanskap',
      description: describe('<strong>Tas lanskap</strong> lebar untuk kado berkotak dan parsel.'),
    },
    'Burger Clamshell Box': {
      status: 'full',
      name: 'Kotak Burger Clamshell',
      description: describe('<strong>Kotak burger</strong> tahan minyak yang menjaga makanan tetap hangat dan rapi.'),
      specs: [[BAHAN, 'Karton food grade 300 gsm']],
    },
    'Bakery Window Box': {
      status: 'full',
      name: 'Kotak Kue dengan Jendela',
      description: describe('<strong>Kotak kue dan pastry</strong> dengan jendela bening.', ['Jendela PET aman untuk makanan']),
      specs: [
        [BAHAN, 'Ivory 300 gsm'],
        [JENDELA, 'Mika PET'],
      ],
    },
    'Rice Box Takeaway': {
      status: 'full',
      name: 'Rice Box Take Away',
      description: describe('<strong>Rice box</strong> kraft untuk makanan bawa pulang.'),
      specs: [],
    },
    'Snack Carton Box': {
      status: 'full',
      name: 'Kotak Karton Snack',
      description: describe('<strong>Karton snack</strong> berwarna cerah untuk keripik, kue kering, dan biskuit.'),
      specs: [[BAHAN, 'Duplex 300 gsm']],
    },
  },
};
