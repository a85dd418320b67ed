import { describe } from '../describe';
import type { ItemTranslation } from '../types';
import { BAHAN, UKURAN, FINISHING, WAKTU, JENDELA, TALI } from './labels';

// The Paper Bag and Food Packaging items of the Indonesian catalogue, keyed by English item name.
export const CATALOG_ID_BAGS: Readonly<Record<string, ItemTranslation>> = {
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
    description: describe('<strong>Tas take away food grade</strong> untuk restoran dan toko roti.', ['Kertas tahan minyak', 'Tali pipih']),
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
};
