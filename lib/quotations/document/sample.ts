import type { AppLocale } from '@/lib/i18n/routing';
import { companyFromSiteConfig } from './company';
import type { QuotationCurrency, QuotationDocument, QuotationLine } from './types';

// A realistic quotation in each language, for the renderer's tests and the preview script
// (scripts/quotation-pdf-preview.ts). Product names are what the catalogue would hand over in the
// buyer's language.

const NAMES: Record<AppLocale, readonly [string, string]> = {
  en: ['Rigid gift box with magnetic lid', 'Kraft paper bag with twisted handles'],
  id: ['Hardbox hadiah dengan tutup magnet', 'Paper bag kraft dengan tali pilin'],
  'zh-CN': ['磁吸翻盖精装礼盒', '牛皮纸手提袋（扭绳提手）'],
};

const SPECS: Record<AppLocale, [string, string][]> = {
  en: [
    ['Size', '25 × 18 × 8 cm'],
    ['Material', '1200 g greyboard, 157 g art paper'],
    ['Finish', 'Matte lamination, gold foil logo'],
  ],
  id: [
    ['Ukuran', '25 × 18 × 8 cm'],
    ['Bahan', 'Greyboard 1200 g, art paper 157 g'],
    ['Finishing', 'Laminasi doff, logo hot stamping emas'],
  ],
  'zh-CN': [
    ['尺寸', '25 × 18 × 8 厘米'],
    ['材料', '1200 克灰板，157 克铜版纸'],
    ['工艺', '哑光覆膜，烫金标志'],
  ],
};

const TERMS: Record<AppLocale, { payment: string; note: string; lead: string; quantity: string }> = {
  en: {
    payment: '50% deposit with the order, 50% before shipment',
    note: 'Prices include one-colour printing on the lid. Samples can be made within 7 days.',
    lead: '21 working days after artwork approval',
    quantity: 'About 5,000 pcs per design',
  },
  id: {
    payment: 'DP 50% saat pemesanan, pelunasan 50% sebelum pengiriman',
    note: 'Harga sudah termasuk cetak satu warna pada tutup. Sampel dapat dibuat dalam 7 hari.',
    lead: '21 hari kerja setelah desain disetujui',
    quantity: 'Sekitar 5.000 pcs per desain',
  },
  'zh-CN': {
    payment: '下单时预付 50%，发货前付清余款 50%',
    note: '价格包含盒盖单色印刷。样品可在 7 天内制作。',
    lead: '设计稿确认后 21 个工作日',
    quantity: '每款约 5,000 个',
  },
};

export const SAMPLE_CURRENCY: Record<AppLocale, QuotationCurrency> = { en: 'USD', id: 'IDR', 'zh-CN': 'CNY' };

/** Unit prices per tier in minor units of SAMPLE_CURRENCY (IDR whole rupiah; USD, CNY cents). */
export const SAMPLE_PRICES: Record<QuotationCurrency, [number, number, number]> = {
  USD: [185, 142, 118],
  IDR: [28_500, 21_750, 18_000],
  CNY: [1_320, 1_015, 845],
};

export type SamplePhotos = { jpeg: Uint8Array | null; webp: Uint8Array | null };

export function sampleQuotation(
  locale: AppLocale,
  photos: SamplePhotos,
  options: { lines?: number; reference?: string; logoSvg?: string | null; sample?: boolean } = {},
): QuotationDocument {
  const currency = SAMPLE_CURRENCY[locale];
  const prices = SAMPLE_PRICES[currency];
  const terms = TERMS[locale];
  const count = options.lines ?? 2;
  const lines: QuotationLine[] = Array.from({ length: count }, (_, index) => {
    const kind = index % 2 === 0 ? 0 : 1;
    return {
      photo: kind === 0 ? photos.jpeg : photos.webp,
      name: NAMES[locale][kind],
      code: kind === 0 ? `HB-${String(101 + index).padStart(3, '0')}` : null,
      specs: SPECS[locale].map(([label, value]) => ({ label, value })),
      quantityNote: terms.quantity,
      leadTime: terms.lead,
      note: kind === 1 ? terms.note : null,
      tiers: [
        { quantity: 1_000, unitPriceMinor: prices[0] },
        { quantity: 5_000, unitPriceMinor: prices[1] },
        { quantity: 10_000, unitPriceMinor: BigInt(prices[2]) },
      ],
    };
  });
  if (options.sample) {
    lines.push({
      sample: true,
      photo: photos.jpeg,
      name: NAMES[locale][0],
      code: 'HB-101',
      specs: [],
      quantityNote: null,
      leadTime: null,
      note: null,
      tiers: [{ quantity: 3, unitPriceMinor: 0 }],
    });
  }
  return {
    company: companyFromSiteConfig(locale, options.logoSvg ?? null),
    reference: options.reference ?? 'QT-2026-0042',
    version: 2,
    date: '2026-11-26',
    validUntil: '2026-12-26',
    buyer: {
      name: locale === 'zh-CN' ? '王丽' : 'Siti Rahma',
      company: locale === 'zh-CN' ? '上海优品包装有限公司' : 'PT Sinar Boga Lestari',
      email: 'buyer@example.com',
      country: locale === 'zh-CN' ? 'CN' : 'ID',
    },
    locale,
    currency,
    lines,
    paymentTerms: terms.payment,
    incoterms: 'FOB Tanjung Priok (Incoterms 2020)',
    noteToBuyer: terms.note,
    publicUrl: `https://www.example.com/${locale === 'en' ? '' : `${locale}/`}q/4Zq8c1Vt2nRkXw7yPb3sLg`,
    sender: { name: locale === 'zh-CN' ? 'Dewi Lestari' : 'Dewi Lestari', email: 'dewi@example.com', phone: '+62 812 0000 0003' },
  };
}
