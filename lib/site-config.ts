/**
 * Company facts shown on the site, in one place. The values are neutral placeholders: replace them
 * with the company's real details (they are facts, not translations, so they live here and not in
 * messages/).
 */
export const siteConfig = {
  /** Shown as 'PT {companyName}' in titles. */
  companyName: 'Kemas Prima Nusantara',
  legalName: 'PT Kemas Prima Nusantara',
  /** The logo: the site header, share cards and quotation PDFs (an SVG of shapes and text: the PDF draws it as vectors). */
  logoPath: '/logo.svg',
  address: {
    street: 'Jl. Industri Raya No. 10',
    locality: 'Tangerang',
    region: 'Banten',
    postalCode: '15000',
    country: 'ID',
  },
  phone: '+62 21 0000 0000',
  email: 'hello@example.com',
  whatsapp: {
    marketing: '6281200000001',
    office: '6281200000002',
  },
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    tiktok: 'https://www.tiktok.com/',
  },
  /**
   * WeChat, for buyers in mainland China (where WhatsApp and Google are blocked): shown beside
   * WhatsApp in the contact popup, the footer, the product page and after a quote request; first
   * on /zh-CN. `qrImage` is a file in public/. The one shipped is a placeholder drawn from `id` by
   * `npm run reach:assets` (scanning it shows the ID as text): replace it with the QR code exported
   * from the WeChat app (Me → QR Code → Save Image) and set `qrFromId` to false.
   */
  wechat: {
    id: 'kemasprima-sales',
    qrImage: '/wechat-qr.png',
    qrFromId: true,
  },
  /**
   * The company location, WGS-84 (GPS) degrees. The footer shows a drawn locator image
   * (`locatorImage`, written from these facts by `npm run reach:assets`); in English and Indonesian
   * the Google Maps embed (`embedUrl`, no API key) loads only when the visitor asks for it, and in
   * Chinese the image links to AMap and Baidu Maps, each told the coordinates are WGS-84
   * (lib/contact/map-links.ts). Rerun `npm run reach:assets` after changing the address or these.
   */
  map: {
    latitude: -6.1783,
    longitude: 106.6319,
    embedUrl: 'https://www.google.com/maps?q=-6.1783,106.6319&z=15&output=embed',
    locatorImage: '/location-map.svg',
  },
  developer: { name: 'Studio Web', url: 'https://example.com/' },
  /** SPEC section 9: the product categories of the header menu. */
  productCategories: [
    { id: 6, key: 'hardbox', name: 'Hardbox' },
    { id: 5, key: 'softbox', name: 'Softbox' },
    { id: 42, key: 'paperBag', name: 'Paper Bag' },
  ],
} as const;

export type SiteConfig = typeof siteConfig;

/**
 * What a quotation (its PDF and the buyer's mails) says of the company beyond `siteConfig`. A
 * separate export, so the public pages' browser code, which reads `siteConfig`, does not carry it.
 */
export const quotationFacts = {
  /** The same logo as `siteConfig.logoPath`, as a PNG, for e-mail (mail programs do not show SVG): replace both together. */
  logoPngPath: '/logo.png',
  /** The tax number (NPWP, 16 digits since 2024) and the business registration number (NIB of the OSS system). Empty = not printed. */
  taxId: '0000 0000 0000 0000',
  businessId: '0000000000000',
  /** Where buyers pay: printed under the quotation's terms and in the buyer's mails. Empty = not printed. */
  bank: {
    name: 'Bank Central Asia (BCA)',
    branch: 'KCU Tangerang',
    accountName: 'PT Kemas Prima Nusantara',
    accountNumber: '000 000 0000',
    /** For payments from abroad (USD, CNY). */
    swift: 'CENAIDJA',
  },
} as const;
