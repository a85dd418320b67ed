import { article, type CtaWords, type LocaleArticleWords } from './article';
import type { BlogTranslations } from './types';

// Indonesian blog: eight articles in full (every field and block), two deliberately partial.
// Image alt texts and captions name the pictured product as the Indonesian catalogue does.

const COMMON: LocaleArticleWords = { knowHeading: 'Yang perlu Anda ketahui', pointsHeading: 'Poin penting' };

const QUOTE_CTA: CtaWords = {
  title: 'Butuh kemasan custom?',
  description:
    'Ceritakan produk dan jumlah yang Anda butuhkan, kami akan menyarankan kotak atau tas yang tepat beserta penawaran harga gratis.',
  buttonText: 'Lihat Hardbox',
};

const VISIT_CTA: CtaWords = {
  title: 'Kunjungi workshop kami',
  description: 'Kantor pusat dan gudang kami di Tangerang menerima kunjungan dengan janji temu terlebih dahulu.',
  buttonText: '',
};

const made = (product: string) => `${product}, dibuat di pabrik kami di Tangerang.`;

export const BLOG_ID: BlogTranslations = {
  locale: 'id',
  categories: {
    'packaging-tips': 'Tips Kemasan',
    sustainability: 'Keberlanjutan',
    'printing-finishing': 'Cetak & Finishing',
    'industry-news': 'Berita Industri',
    'case-studies': 'Studi Kasus',
  },
  tags: {
    hardbox: 'Hardbox',
    softbox: 'Softbox',
    'paper-bag': 'Tas Kertas',
    'eco-friendly': 'Ramah Lingkungan',
    branding: 'Branding',
    'e-commerce': 'E-Commerce',
    moq: 'Minimal Order',
  },
  posts: {
    'hardbox-vs-softbox-choosing-the-right-box': {
      status: 'full',
      title: 'Hardbox vs Softbox: Memilih Kotak yang Tepat untuk Produk Anda',
      slug: 'hardbox-vs-softbox-memilih-kotak-yang-tepat',
      excerpt:
        'Hardbox terasa premium, karton lipat ringan dan terjangkau. Begini cara menentukan mana yang cocok untuk produk, anggaran, dan brand Anda.',
      metaTitle: 'Hardbox vs Softbox: Memilih Kotak yang Tepat',
      metaDescription:
        'Hardbox terasa premium, softbox ringan dan terjangkau. Panduan memilih kemasan yang cocok untuk produk, anggaran, dan brand Anda.',
      featuredImageAlt: 'Kotak Kado Hardbox Magnet',
      blocks: article(COMMON, {
        intro:
          'Pertanyaan pertama yang paling sering kami terima dari brand adalah: perlu hardbox atau softbox? Jawabannya tergantung pada apa yang Anda jual, bagaimana produk dikirim, dan kesan apa yang ingin Anda berikan saat pelanggan membukanya.',
        body: 'Hardbox dibuat dari greyboard setebal 2-3 mm yang dilapisi kertas bercetak. Kotak ini tidak bisa dilipat rata sehingga ongkos kirimnya lebih mahal, tetapi melindungi produk yang rapuh dan sering disimpan pelanggan lama setelah pembelian. Softbox adalah karton lipat yang dicetak di atas kertas ivory atau duplex; dikirim dalam keadaan rata dan cocok untuk jumlah besar.',
        imageAlt: 'Kotak Kado Hardbox Magnet',
        caption: made('Kotak Kado Hardbox Magnet'),
        points: [
          'Pilih hardbox untuk kado, perhiasan, jam tangan, dan paket premium',
          'Pilih softbox untuk kosmetik, makanan, dan produk di rak toko',
          'Gabungkan keduanya: sleeve softbox di atas tray hardbox',
        ],
        quote: 'Kemasan adalah titik sentuh fisik pertama dari brand Anda.',
        cta: QUOTE_CTA,
      }),
    },
    'five-printing-finishes-that-stand-out': {
      status: 'full',
      title: 'Lima Finishing Cetak yang Membuat Kemasan Anda Menonjol',
      slug: 'lima-finishing-cetak-yang-membuat-kemasan-menonjol',
      excerpt:
        'Hot foil, spot UV, emboss, laminasi soft-touch, dan jendela mika: fungsi masing-masing finishing dan kapan biayanya sepadan.',
      metaTitle: 'Lima Finishing Cetak agar Kemasan Anda Menonjol',
      metaDescription:
        'Hot foil, spot UV, emboss, laminasi soft-touch, dan jendela mika: kenali fungsi tiap finishing dan kapan biayanya sepadan.',
      featuredImageAlt: 'Kotak Kado Jam Tangan',
      blocks: article(COMMON, {
        intro:
          'Finishing yang tepat mengubah kotak polos menjadi sesuatu yang ingin disentuh pelanggan. Setiap finishing menambah satu tahap produksi, jadi pilihlah yang mendukung cerita brand Anda.',
        body: 'Hot foil memberi kilau metalik pada logo. Spot UV menciptakan aksen mengilap di atas permukaan doff. Emboss membuat logo timbul sehingga bisa diraba. Laminasi soft-touch memberi sentuhan selembut beludru, dan jendela mika membiarkan produk berbicara sendiri.',
        imageAlt: 'Kotak Kado Jam Tangan',
        caption: made('Kotak Kado Jam Tangan'),
        points: ['Cetak hot foil', 'Varnish spot UV', 'Emboss dan deboss', 'Laminasi soft-touch', 'Jendela mika (window patching)'],
        quote: 'Pelanggan mengingat rasa sebuah kotak di tangan sama kuatnya dengan tampilannya.',
        cta: QUOTE_CTA,
      }),
    },
    'why-paper-bags-are-the-sustainable-choice': {
      status: 'full',
      title: 'Mengapa Tas Kertas Jadi Pilihan Ramah Lingkungan untuk Ritel',
      slug: 'mengapa-tas-kertas-pilihan-ramah-lingkungan',
      excerpt:
        'Tas kertas kraft dapat didaur ulang, terurai secara alami, dan kokoh. Pelajari cara menentukan spesifikasi tas yang membawa brand Anda sekaligus menjaga bumi.',
      metaTitle: 'Tas Kertas: Pilihan Ramah Lingkungan untuk Ritel',
      metaDescription:
        'Tas kertas kraft dapat didaur ulang, terurai alami, dan kokoh. Cara menentukan spesifikasi tas yang membawa brand Anda dan menjaga bumi.',
      featuredImageAlt: null,
      blocks: article(COMMON, {
        intro:
          'Kini banyak kota di Indonesia membatasi kantong plastik sekali pakai. Tas kertas adalah pengganti yang paling wajar, dan dengan spesifikasi yang tepat kekuatannya tidak kalah.',
        body: 'Kraft daur ulang 100 hingga 140 gsm sanggup membawa beberapa kilogram, tali kertas pilin membuat tas tetap bebas plastik, dan tinta berbasis air membuatnya mudah didaur ulang.',
        imageAlt: 'Kotak Bantal (Pillow Box)',
        caption: made('Kotak Bantal (Pillow Box)'),
        points: ['Gunakan kertas kraft daur ulang', 'Utamakan tali kertas pilin', 'Cetak dengan tinta berbasis air'],
        quote: 'Tas paling ramah lingkungan adalah tas yang dipakai ulang.',
        cta: QUOTE_CTA,
      }),
    },
    'understanding-moq-minimum-order-quantities': {
      status: 'full',
      title: 'Memahami MOQ: Penjelasan Minimal Order',
      slug: 'memahami-moq-minimal-order',
      excerpt: 'Mengapa produsen kemasan meminta minimal order, dan bagaimana brand kecil bisa mulai memakai kemasan custom tanpa boros?',
      metaTitle: 'Memahami MOQ: Penjelasan Minimal Order Kemasan',
      metaDescription:
        'Mengapa produsen kemasan meminta minimal order, dan bagaimana brand kecil bisa mulai memakai kemasan custom tanpa boros?',
      featuredImageAlt: 'Paper Bag Kraft Tali Pilin',
      blocks: article(COMMON, {
        intro:
          'MOQ adalah jumlah terkecil yang bisa diproduksi pabrik secara ekonomis. Setiap pekerjaan membutuhkan plat, pisau pond, dan setting mesin, dan biaya itu ditanggung bersama oleh setiap kotak dalam pesanan.',
        body: 'Untuk hardbox, MOQ kami biasanya mulai dari 300-500 pcs; karton lipat mulai dari 1.000 pcs. Brand kecil bisa menggabungkan beberapa ukuran, memakai warna stok, atau memulai dengan sleeve bercetak di atas kotak polos.',
        imageAlt: 'Paper Bag Kraft Tali Pilin',
        caption: '',
        points: [
          'Biaya setting ditanggung seluruh pesanan',
          'Jumlah lebih besar menurunkan harga satuan',
          'Tanyakan ukuran stok untuk menurunkan MOQ',
        ],
        quote: 'Rencanakan order pertama Anda untuk kebutuhan penjualan enam bulan ke depan.',
        cta: QUOTE_CTA,
      }),
    },
    'design-an-unforgettable-unboxing-experience': {
      status: 'full',
      title: 'Cara Merancang Pengalaman Unboxing yang Tak Terlupakan',
      slug: 'cara-merancang-pengalaman-unboxing-tak-terlupakan',
      excerpt:
        'Dari mailer box hingga kartu ucapan terima kasih, setiap lapisan kemasan bisa menceritakan kisah Anda. Panduan langkah demi langkah untuk penjual online.',
      metaTitle: 'Merancang Pengalaman Unboxing yang Tak Terlupakan',
      metaDescription:
        'Dari mailer box hingga kartu ucapan terima kasih, setiap lapisan kemasan bisa menceritakan kisah Anda. Panduan praktis untuk penjual online.',
      featuredImageAlt: 'Tas Acara Korporat',
      blocks: article(COMMON, {
        intro:
          'Pembeli online tidak pernah datang ke toko Anda, jadi kotak yang mereka terima adalah toko Anda. Unboxing yang dipikirkan dengan baik mengubah sebuah kiriman menjadi momen yang layak dibagikan.',
        body: 'Mulailah dengan mailer box bercetak yang kokoh, tambahkan kertas tisu dengan warna brand Anda, letakkan produk di atas sekat, dan tutup dengan kartu ucapan pribadi.',
        imageAlt: 'Tas Acara Korporat',
        caption: made('Tas Acara Korporat'),
        points: ['Mailer box bercetak', 'Kertas tisu berlogo', 'Sekat custom', 'Kartu ucapan terima kasih'],
        quote: 'Video unboxing adalah iklan gratis.',
        cta: VISIT_CTA,
      }),
    },
    'choosing-the-right-paper-weight-gsm': {
      status: 'full',
      title: 'Memilih Gramatur Kertas (GSM) yang Tepat untuk Kotak Anda',
      slug: 'memilih-gramatur-kertas-gsm-yang-tepat',
      excerpt:
        'GSM menunjukkan seberapa berat dan kaku sebuah kertas. Panduan ini menjelaskan gramatur yang cocok untuk karton, tas, dan hardbox yang dilapisi kertas.',
      metaTitle: 'Memilih Gramatur Kertas (GSM) yang Tepat untuk Kotak',
      metaDescription:
        'GSM menunjukkan seberapa berat dan kaku sebuah kertas. Gramatur yang cocok untuk karton lipat, tas kertas, dan kertas pelapis hardbox.',
      featuredImageAlt: null,
      blocks: article(COMMON, {
        intro:
          'GSM berarti gram per meter persegi. Semakin tinggi GSM, semakin kaku kertasnya, tetapi kekakuan juga dipengaruhi jenis karton dan lapisannya.',
        body: 'Karton lipat memakai ivory atau duplex 250-400 gsm, tas kertas 100-230 gsm, sedangkan hardbox memakai art paper 120-157 gsm yang dilapiskan di atas greyboard.',
        imageAlt: 'Kotak Kado Hardbox Magnet',
        caption: made('Kotak Kado Hardbox Magnet'),
        points: ['Karton: 250-400 gsm', 'Tas: 100-230 gsm', 'Kertas pelapis: 120-157 gsm'],
        quote: 'Mintalah sampel polos sebelum Anda menyetujui cetakan.',
        cta: QUOTE_CTA,
      }),
    },
    'behind-the-scenes-at-our-tangerang-factory': {
      status: 'full',
      title: 'Di Balik Layar Pabrik Kami di Tangerang',
      slug: 'di-balik-layar-pabrik-kami-di-tangerang',
      excerpt: 'Dari mesin cetak hingga meja pelapisan manual: tur melihat bagaimana kotak dan tas Anda dibuat.',
      metaTitle: 'Di Balik Layar Pabrik Kemasan Kami di Tangerang',
      metaDescription:
        'Dari mesin cetak hingga meja pelapisan manual: melihat bagaimana kotak dan tas pesanan Anda dibuat di pabrik kami di Tangerang.',
      featuredImageAlt: null,
      blocks: article(COMMON, {
        intro:
          'Kantor pusat dan gudang kami berada di Tangerang, tempat setiap kotak melewati proses cetak, potong, pelapisan, dan quality control.',
        body: 'Mesin offset mencetak lembaran kertas, mesin pond membentuknya, dan tangan-tangan terampil melapis hardbox satu per satu.',
        imageAlt: 'Tas Acara Korporat',
        caption: made('Tas Acara Korporat'),
        points: ['Cetak offset', 'Pond (die-cutting)', 'Pelapisan manual', 'Pemeriksaan mutu (QC)'],
        quote: 'Setiap kotak diperiksa oleh orang sebelum meninggalkan pabrik.',
        cta: VISIT_CTA,
      }),
    },
    'seasonal-packaging-for-lebaran-gifts': {
      status: 'full',
      title: 'Kemasan Musiman untuk Hadiah Lebaran',
      slug: 'kemasan-musiman-untuk-hadiah-lebaran',
      excerpt: 'Parsel dan kotak kado Lebaran butuh perencanaan: pesan lebih awal, pilih finishing yang meriah, dan rencanakan jumlahnya.',
      metaTitle: 'Kemasan Musiman untuk Hadiah dan Parsel Lebaran',
      metaDescription:
        'Parsel dan kotak kado Lebaran butuh perencanaan: pesan lebih awal, pilih finishing yang meriah, dan rencanakan jumlahnya.',
      featuredImageAlt: 'Kotak Kado Hardbox Magnet',
      blocks: article(COMMON, {
        intro: 'Lebaran adalah musim tersibuk kami. Brand yang memesan dua bulan sebelumnya mendapatkan waktu produksi terbaik.',
        body: 'Kotak parsel hardbox dengan hot foil emas dan sekat menjadi favorit, dipadukan dengan paper bag yang serasi.',
        imageAlt: 'Kotak Kado Hardbox Magnet',
        caption: '',
        points: ['Pesan dua bulan sebelumnya', 'Pilih finishing yang meriah', 'Serasikan kotak dengan tas'],
        quote: 'Rencanakan lebih awal, rayakan tepat waktu.',
        cta: QUOTE_CTA,
      }),
    },
    'packaging-trends-in-indonesia-2026': {
      status: 'partial',
      missing: 'Title, slug and excerpt only: meta fields, image alt and every block fall back to English.',
      title: 'Tren Kemasan di Indonesia Tahun 2026',
      slug: 'tren-kemasan-di-indonesia-2026',
      excerpt: 'Desain minimalis, bahan bebas plastik, dan kode QR di setiap kotak: tren yang kami lihat pada pelanggan kami tahun ini.',
    },
    'case-study-rigid-gift-box-jakarta-chocolatier': {
      status: 'partial',
      missing: 'Every field except the content blocks: the article body falls back to English.',
      title: 'Studi Kasus: Hardbox Kado untuk Chocolatier di Jakarta',
      slug: 'studi-kasus-hardbox-kado-chocolatier-jakarta',
      excerpt: 'Bagaimana kami merancang hardbox magnet dengan sekat custom yang menjaga praline tetap utuh dari Jakarta sampai Bali.',
      metaTitle: 'Studi Kasus: Hardbox Kado untuk Chocolatier Jakarta',
      metaDescription:
        'Bagaimana kami merancang hardbox magnet dengan sekat custom yang menjaga praline tetap utuh dari Jakarta sampai Bali.',
      featuredImageAlt: 'Kotak Bantal (Pillow Box)',
    },
  },
};
