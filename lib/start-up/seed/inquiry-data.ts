import type { InquiryMailStatus, InquiryStatus } from '../../inquiries/contract';
import { SEED_CATEGORIES, SEED_ITEMS } from './catalog-data';

// Demo inquiries so the admin inbox is not empty: four statuses, three languages, ONE
// unread (the sidebar badge), lines that point at seeded products with their snapshot, and one line
// whose product is gone (item_id null: the detail shows the snapshot, "product deleted").

type SeedLine =
  { code: string; quantity: number; note?: string } | { deleted: { name: string; code: string; category: string }; quantity: number };

export type SeedInquiry = {
  reference: string;
  status: InquiryStatus;
  locale: 'en' | 'id' | 'zh-CN';
  name: string;
  company: string;
  email: string;
  whatsapp: string;
  city: string;
  country: string;
  message: string;
  /** Hours before the seed ran. */
  hoursAgo: number;
  read: boolean;
  mail: { status: InquiryMailStatus; attempts: number; error?: string };
  lines: SeedLine[];
  notes: { author: string; body: string }[];
};

export const SEED_INQUIRIES: SeedInquiry[] = [
  {
    reference: 'INQ-DEMO-0004',
    status: 'new',
    locale: 'id',
    name: 'Budi Santoso',
    company: 'CV Kopi Nusantara',
    email: 'budi@kopinusantara.example',
    whatsapp: '+62 812-3456-7890',
    city: 'Bandung',
    country: 'Indonesia',
    message: 'Kami butuh kemasan untuk kopi bubuk 250 g, mohon penawaran harga dan contoh bahan.',
    hoursAgo: 2,
    read: false,
    mail: { status: 'sent', attempts: 1 },
    lines: [
      { code: 'HB-001', quantity: 500, note: 'Logo emas, ukuran 20 x 15 cm' },
      { code: 'PB-001', quantity: 2000 },
    ],
    notes: [],
  },
  {
    reference: 'INQ-DEMO-0003',
    status: 'contacted',
    locale: 'zh-CN',
    name: '王丽',
    company: '上海礼品有限公司',
    email: 'wang.li@giftsh.example',
    whatsapp: '',
    city: '上海',
    country: '中国',
    message: '请提供月饼礼盒的报价，需要烫金和内衬。',
    hoursAgo: 27,
    read: true,
    mail: { status: 'sent', attempts: 1 },
    lines: [
      { code: 'HB-003', quantity: 1000, note: '红色，烫金' },
      { code: 'HB-007', quantity: 300 },
      { code: 'SB-002', quantity: 5000 },
    ],
    notes: [{ author: 'admin@example.com', body: 'Replied by e-mail with the catalogue; waiting for the final sizes.' }],
  },
  {
    reference: 'INQ-DEMO-0002',
    status: 'quoted',
    locale: 'en',
    name: 'Sarah Lim',
    company: 'Orchid Cosmetics Pte Ltd',
    email: 'sarah@orchid.example',
    whatsapp: '+65 9123 4567',
    city: 'Singapore',
    country: 'Singapore',
    message: 'Looking for a premium box for a 3-piece skincare set, soft-touch finish.',
    hoursAgo: 75,
    read: true,
    mail: { status: 'failed', attempts: 3, error: 'connect ECONNREFUSED 127.0.0.1:587' },
    lines: [
      { code: 'HB-002', quantity: 800, note: 'Soft-touch lamination, white' },
      { deleted: { name: 'Velvet Insert Tray', code: 'HB-099', category: 'Hardbox' }, quantity: 800 },
    ],
    notes: [
      { author: 'admin@example.com', body: 'Quote sent: IDR 18,500 per box incl. insert.' },
      { author: 'sales@example.com', body: 'Customer asked for a sample before ordering.' },
    ],
  },
  {
    reference: 'INQ-DEMO-0001',
    status: 'won',
    locale: 'en',
    name: 'Andi Wijaya',
    company: 'Roti Enak Bakery',
    email: '',
    whatsapp: '081298765432',
    city: 'Jakarta',
    country: 'Indonesia',
    message: '',
    hoursAgo: 240,
    read: true,
    mail: { status: 'none', attempts: 0 },
    lines: [{ code: 'PB-004', quantity: 10000, note: 'Food-grade, print 1 colour' }],
    notes: [{ author: 'admin@example.com', body: 'Order confirmed, production starts next week.' }],
  },
];

/** The snapshot of a seeded product by its code (the item's id is its position in SEED_ITEMS + 1). */
export function seedLineSnapshot(line: SeedLine): {
  itemId: number | null;
  itemName: string;
  itemCode: string;
  categoryName: string;
  itemPath: string;
} {
  if ('deleted' in line) {
    return {
      itemId: null,
      itemName: line.deleted.name,
      itemCode: line.deleted.code,
      categoryName: line.deleted.category,
      itemPath: '/product/0',
    };
  }
  const index = SEED_ITEMS.findIndex((item) => item.code === line.code);
  const item = SEED_ITEMS[index];
  if (!item) throw new Error(`seed inquiry line: no seeded item with code ${line.code}`);
  const category = SEED_CATEGORIES.find((c) => c.id === item.categoryId)?.name ?? '';
  return { itemId: index + 1, itemName: item.name, itemCode: line.code, categoryName: category, itemPath: `/product/${index + 1}` };
}
