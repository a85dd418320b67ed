import type { Decoration, ProductDesign, ProductShape } from './product-shapes';

// Demo catalogue: categories with the SPEC's fixed ids, and items with their drawings.

export const SEED_CATEGORIES = [
  { id: 6, name: 'Hardbox' },
  { id: 5, name: 'Softbox' },
  { id: 42, name: 'Paper Bag' },
  { id: 7, name: 'Food Packaging' },
] as const;

export type SeedItem = {
  name: string;
  code: string | null;
  categoryId: number;
  design: ProductDesign;
  /** HTML: p, strong, ul/li. */
  description: string;
  specs: [string, string][];
  /** Number of gallery photos (0-4). */
  gallery: number;
};

type Row = [name: string, code: string | null, shape: ProductShape, color: string, accent: string, decoration: Decoration,
  size: [number, number, number], lead: string, points: string[], specs: [string, string][], gallery: number];

function describe(lead: string, points: string[]): string {
  const list = points.length ? `<ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul>` : '';
  return `<p>${lead}</p>${list}`;
}

function rows(categoryId: number, list: Row[]): SeedItem[] {
  return list.map(([name, code, shape, color, accent, decoration, size, lead, points, specs, gallery]) => ({
    name, code, categoryId, design: { shape, color, accent, decoration, size }, description: describe(lead, points), specs, gallery,
  }));
}

const HB = 6, SB = 5, PB = 42, FP = 7;

export const SEED_ITEMS: SeedItem[] = [
  ...rows(HB, [
    ['Rigid Magnetic Gift Box', 'HB-001', 'magnetic-box', '#1F2937', '#D4A24C', 'emblem', [360, 260, 120], 'A <strong>rigid gift box</strong> with a hidden magnetic closure that shuts with a satisfying click.', ['2 mm greyboard wrapped in art paper', 'Gold hot-foil logo on the flap', 'Optional foam or satin insert'], [['Material', 'Greyboard 2 mm + art paper 150 gsm'], ['Size', '30 x 22 x 10 cm'], ['Finishing', 'Matte lamination, gold hot foil'], ['MOQ', '500 pcs']], 4],
    ['Premium Lid and Base Box', 'HB-002', 'lid-box', '#1F3A5F', '#D4A24C', 'ribbon', [320, 320, 200], 'A classic <strong>two-piece rigid box</strong> for premium gifts, watches and hampers.', ['Deep lid for a tight, elegant fit', 'Satin ribbon in any Pantone colour'], [['Material', 'Greyboard 2.5 mm'], ['Size', '25 x 25 x 15 cm'], ['Finishing', 'Soft-touch lamination'], ['MOQ', '300 pcs'], ['Lead Time', '']], 3],
    ['Luxury Drawer Box', 'HB-003', 'drawer-box', '#F2E8DA', '#7A4E2D', 'emblem', [300, 220, 130], 'A <strong>sliding drawer box</strong> with a ribbon pull, loved by jewellery and cosmetics brands.', ['Sleeve and drawer in contrasting colours', 'Ribbon pull tab'], [['Material', 'Greyboard 2 mm + fancy paper'], ['Size', '20 x 15 x 8 cm'], ['MOQ', '500 pcs']], 2],
    ['Rigid Shoulder Neck Box', null, 'lid-box', '#7C2D3A', '#F1D9A7', 'band', [260, 260, 260], 'A three-piece <strong>shoulder box</strong> for perfume, candles and spirits.', ['Visible neck in a contrasting colour', 'Embossed logo on the lid'], [['Material', 'Greyboard 2 mm'], ['Finishing', 'Emboss, spot UV']], 1],
    ['Book Style Presentation Box', 'HB-005', 'magnetic-box', '#2F4F3A', '#E9D8A6', 'band', [340, 250, 90], 'A <strong>book-shaped box</strong> that opens like a cover: ideal for launches and press kits.', [], [['Material', 'Greyboard 2 mm + linen paper'], ['Size', '28 x 21 x 6 cm'], ['Thickness', '2 mm']], 0],
    ['Hexagon Rigid Box', null, 'lid-box', '#B4536A', '#FFFFFF', 'emblem', [280, 280, 160], 'An eye-catching rigid box for chocolates, macarons and festive hampers.', ['Full-colour offset print inside and out'], [], 2],
    ['Corporate Hamper Box', 'HB-007', 'lid-box', '#8B5E34', '#1F2937', 'stripes', [380, 300, 180], 'A roomy <strong>hamper box</strong> for Lebaran and year-end corporate gifts.', ['Holds bottles, jars and snacks', 'Custom dividers available'], [['Material', 'Greyboard 3 mm'], ['Size', '40 x 30 x 15 cm'], ['MOQ', '200 pcs']], 1],
    ['Watch Gift Box', null, 'lid-box', '#111827', '#C0C0C0', 'plain', [240, 240, 140], 'A compact rigid box with a <strong>velvet pillow insert</strong> for watches and bracelets.', [], [['Insert', 'Velvet pillow'], ['Size', '12 x 12 x 8 cm']], 0],
    ['Wine Bottle Rigid Box', 'HB-009', 'carton', '#4A1D2F', '#D4A24C', 'emblem', [180, 180, 420], 'A tall <strong>rigid bottle box</strong> with magnetic flap and satin lining.', ['Fits 750 ml bottles', 'Gold foil crest'], [['Material', 'Greyboard 2.5 mm'], ['Size', '11 x 11 x 36 cm'], ['Finishing', 'Gold hot foil'], ['MOQ', '300 pcs']], 3],
    ['Cosmetic Set Drawer Box', null, 'drawer-box', '#F7D6D0', '#B4536A', 'plain', [320, 240, 110], 'A slim <strong>drawer box</strong> with EVA insert for skincare sets.', ['Custom-cut foam insert'], [['Material', 'Greyboard 2 mm'], ['Insert', 'EVA foam']], 2],
    ['Kraft Rigid Box with Window', 'HB-011', 'lid-box', '#C8A27A', '#2F4F3A', 'window', [300, 300, 150], 'A natural kraft <strong>rigid box</strong> with a clear window on the lid.', [], [['Material', 'Kraft greyboard 2 mm'], ['Window', 'PET 0.2 mm']], 1],
  ]),
  ...rows(SB, [
    ['Folding Carton Box', 'SB-001', 'carton', '#E85D3F', '#FFFFFF', 'stripes', [220, 130, 340], 'A lightweight <strong>folding carton</strong> for retail products, shipped flat to save space.', ['Tuck-end closure', 'Full-colour CMYK print'], [['Material', 'Ivory board 300 gsm'], ['Size', '10 x 6 x 16 cm'], ['Finishing', 'Gloss varnish'], ['MOQ', '1,000 pcs']], 2],
    ['Tuck End Cosmetic Box', 'SB-002', 'carton', '#F4F1EA', '#B4536A', 'emblem', [180, 120, 320], 'An elegant <strong>tuck end box</strong> for serums, creams and perfume bottles.', ['Spot UV logo'], [['Material', 'Ivory board 350 gsm'], ['Finishing', 'Spot UV'], ['MOQ', '1,000 pcs']], 1],
    ['Mailer Box E-Flute', 'SB-003', 'mailer-box', '#C8A27A', '#1F2937', 'plain', [380, 300, 110], 'A sturdy <strong>e-commerce mailer</strong> that survives couriers and delights on unboxing.', ['Self-locking front tabs', 'Printed inside for a surprise'], [['Material', 'E-flute corrugated'], ['Size', '30 x 22 x 8 cm'], ['Thickness', '1.5 mm'], ['MOQ', '500 pcs']], 3],
    ['Pillow Box', null, 'carton', '#7FB3D5', '#FFFFFF', 'band', [240, 90, 200], 'A curved <strong>pillow box</strong> for small gifts, accessories and favours.', [], [['Material', 'Art carton 310 gsm']], 0],
    ['Window Display Carton', 'SB-005', 'carton', '#2F4F3A', '#E9D8A6', 'window', [240, 140, 320], 'A <strong>display carton</strong> with a clear window so shoppers see the product.', ['PET window patched on the front'], [['Material', 'Duplex 350 gsm'], ['Window', 'PET 0.2 mm'], ['MOQ', '2,000 pcs']], 1],
    ['Pharmaceutical Carton', null, 'carton', '#FFFFFF', '#2563EB', 'stripes', [200, 80, 260], 'A precise, <strong>GMP-ready carton</strong> for tablets and supplements.', ['Braille embossing available', 'Batch code area'], [['Material', 'Ivory board 300 gsm'], ['Finishing', 'Aqueous coating'], ['Braille', '']], 2],
    ['Soap Sleeve Box', 'SB-007', 'mailer-box', '#A7C4A0', '#2F4F3A', 'emblem', [220, 160, 80], 'A slim <strong>sleeve box</strong> for handmade soap and bath bars.', [], [['Material', 'Kraft board 350 gsm'], ['Size', '9 x 6 x 3 cm']], 0],
    ['Apparel Mailer Box', null, 'mailer-box', '#111827', '#F97316', 'stripes', [400, 320, 100], 'A printed <strong>apparel mailer</strong> for fashion brands shipping online orders.', ['Inside print', 'Tear strip option'], [['Material', 'E-flute corrugated'], ['MOQ', '500 pcs']], 2],
    ['Tea Packaging Carton', 'SB-009', 'carton', '#F1D9A7', '#7A4E2D', 'emblem', [200, 120, 280], 'A fragrant-looking <strong>tea carton</strong> with gold details.', [], [], 1],
    ['Candle Carton Box', null, 'carton', '#E9D5FF', '#6D28D9', 'band', [200, 200, 240], 'A square <strong>candle carton</strong> with an insert that keeps the jar in place.', ['Die-cut insert'], [['Material', 'Art carton 350 gsm'], ['Insert', 'Die-cut board']], 0],
  ]),
  ...rows(PB, [
    ['Kraft Paper Bag with Twisted Handle', 'PB-001', 'paper-bag', '#B88A5A', '#6B4A2B', 'band', [300, 120, 380], 'A natural <strong>kraft paper bag</strong> with strong twisted paper handles.', ['Recyclable and plastic-free', '1-2 colour flexo print'], [['Material', 'Brown kraft 120 gsm'], ['Size', '32 x 12 x 40 cm'], ['Handle', 'Twisted paper'], ['MOQ', '1,000 pcs']], 3],
    ['Luxury Shopping Bag with Rope Handle', 'PB-002', 'paper-bag', '#111827', '#D4A24C', 'emblem', [300, 120, 340], 'A <strong>laminated shopping bag</strong> with cotton rope handles for boutiques.', ['Hot-foil logo', 'Reinforced top fold'], [['Material', 'Art paper 210 gsm'], ['Finishing', 'Matte lamination, gold foil'], ['Handle', 'Cotton rope'], ['MOQ', '500 pcs']], 2],
    ['White Paper Bag with Ribbon Handle', null, 'paper-bag', '#F8FAFC', '#B4536A', 'plain', [260, 110, 320], 'A clean <strong>white gift bag</strong> with satin ribbon handles.', [], [['Material', 'Ivory 230 gsm'], ['Handle', 'Satin ribbon']], 1],
    ['Food Takeaway Paper Bag', 'PB-004', 'paper-bag', '#D6B38A', '#E85D3F', 'stripes', [280, 160, 300], 'A <strong>food-grade takeaway bag</strong> for restaurants and bakeries.', ['Grease-resistant paper', 'Flat handles'], [['Material', 'Food-grade kraft 100 gsm'], ['MOQ', '2,000 pcs']], 0],
    ['Boutique Fashion Bag', null, 'paper-bag', '#B4536A', '#FFFFFF', 'band', [340, 120, 320], 'A bold <strong>fashion bag</strong> in your brand colour.', ['Full-colour print'], [['Material', 'Art paper 190 gsm'], ['Finishing', 'Gloss lamination'], ['Handle', 'Ribbon']], 2],
    ['Wine Bottle Paper Bag', 'PB-006', 'paper-bag', '#4A1D2F', '#F1D9A7', 'emblem', [160, 120, 420], 'A tall <strong>bottle bag</strong> for wine, spirits and syrup.', [], [['Size', '12 x 10 x 36 cm'], ['Handle', 'Rope']], 1],
    ['Mini Jewellery Gift Bag', null, 'paper-bag', '#F7D6D0', '#7C2D3A', 'plain', [200, 90, 200], 'A small <strong>gift bag</strong> for jewellery, cosmetics and party favours.', [], [], 0],
    ['Corporate Event Bag', 'PB-008', 'paper-bag', '#1F3A5F', '#FFFFFF', 'stripes', [320, 120, 360], 'A branded <strong>event bag</strong> for seminars, exhibitions and product launches.', ['Two-sided print'], [['Material', 'Art carton 230 gsm'], ['MOQ', '500 pcs'], ['Lead Time', '14 working days']], 2],
    ['Recycled Grocery Paper Bag', null, 'paper-bag', '#A8835B', '#2F4F3A', 'emblem', [320, 180, 360], 'A roomy <strong>grocery bag</strong> made from recycled kraft.', ['Holds up to 8 kg'], [['Material', 'Recycled kraft 140 gsm']], 1],
    ['Landscape Gift Bag', null, 'paper-bag', '#2F4F3A', '#E9D8A6', 'band', [380, 120, 260], 'A wide <strong>landscape bag</strong> for boxed gifts and hampers.', [], [['Size', '40 x 12 x 28 cm'], ['Handle', 'Cotton rope']], 0],
  ]),
  ...rows(FP, [
    ['Burger Clamshell Box', 'FP-001', 'mailer-box', '#F4F1EA', '#E85D3F', 'stripes', [240, 240, 120], 'A grease-resistant <strong>burger box</strong> that keeps food warm and neat.', [], [['Material', 'Food-grade board 300 gsm']], 1],
    ['Bakery Window Box', 'FP-002', 'mailer-box', '#F8FAFC', '#B4536A', 'window', [300, 300, 120], 'A <strong>cake and pastry box</strong> with a clear window.', ['Food-safe PET window'], [['Material', 'Ivory board 300 gsm'], ['Window', 'PET']], 2],
    ['Rice Box Takeaway', null, 'carton', '#D6B38A', '#2F4F3A', 'emblem', [220, 160, 180], 'A kraft <strong>rice box</strong> for takeaway meals.', [], [], 0],
    ['Snack Carton Box', null, 'carton', '#FACC15', '#1F2937', 'band', [200, 100, 280], 'A bright <strong>snack carton</strong> for chips, cookies and crackers.', [], [['Material', 'Duplex 300 gsm']], 1],
  ]),
];
