// Demo blog: categories, tags and articles about packaging. Blocks are built in blog-blocks.ts.

export const SEED_BLOG_CATEGORIES = [
  { name: 'Packaging Tips', slug: 'packaging-tips', color: '#3B82F6' },
  { name: 'Sustainability', slug: 'sustainability', color: '#10B981' },
  { name: 'Printing & Finishing', slug: 'printing-finishing', color: '#8B5CF6' },
  { name: 'Industry News', slug: 'industry-news', color: '#F59E0B' },
  { name: 'Case Studies', slug: 'case-studies', color: '#EF4444' },
] as const;

export const SEED_BLOG_TAGS = [
  { name: 'Hardbox', slug: 'hardbox' },
  { name: 'Softbox', slug: 'softbox' },
  { name: 'Paper Bag', slug: 'paper-bag' },
  { name: 'Eco-Friendly', slug: 'eco-friendly' },
  { name: 'Branding', slug: 'branding' },
  { name: 'E-Commerce', slug: 'e-commerce' },
  { name: 'MOQ', slug: 'moq' },
] as const;

export type SeedPost = {
  title: string;
  slug: string;
  author: string;
  excerpt: string;
  status: 'published' | 'draft' | 'archived';
  featured?: boolean;
  categories: string[];
  tags: string[];
  views: number;
  /** Two paragraphs, list items and a quote: the article's words. */
  intro: string;
  body: string;
  points: string[];
  quote: string;
};

const A = 'Tim Packaging';
const B = 'Rina Wijaya';
const C = 'Budi Santoso';

export const SEED_POSTS: SeedPost[] = [
  { title: 'Hardbox vs Softbox: Choosing the Right Box for Your Product', slug: 'hardbox-vs-softbox-choosing-the-right-box', author: A, status: 'published', featured: true, categories: ['packaging-tips'], tags: ['hardbox', 'softbox', 'branding'], views: 1240,
    excerpt: 'Rigid boxes feel premium, folding cartons are light and affordable. Here is how to decide which one fits your product, budget and brand.',
    intro: 'The first question most brands ask us is whether they need a hardbox or a softbox. The answer depends on what you sell, how it travels and how you want customers to feel when they open it.',
    body: 'Hardboxes are made from 2-3 mm greyboard wrapped in printed paper. They do not fold flat, so they cost more to ship, but they protect fragile products and are kept by customers long after the purchase. Softboxes are folding cartons printed on ivory or duplex board; they ship flat and suit high volumes.',
    points: ['Choose a hardbox for gifts, jewellery, watches and premium sets', 'Choose a softbox for cosmetics, food and retail shelves', 'Mix both: a softbox sleeve over a rigid tray'], quote: 'Packaging is the first physical touchpoint of your brand.' },
  { title: 'Five Printing Finishes That Make Your Packaging Stand Out', slug: 'five-printing-finishes-that-stand-out', author: B, status: 'published', featured: true, categories: ['printing-finishing'], tags: ['branding', 'hardbox'], views: 980,
    excerpt: 'Hot foil, spot UV, embossing, soft-touch lamination and window patching: what each finish does and when it is worth the cost.',
    intro: 'A good finish turns a plain box into something customers want to touch. Each finish adds a step in production, so choose the one that supports your brand story.',
    body: 'Hot foil adds metallic shine to logos. Spot UV creates glossy highlights on a matte surface. Embossing raises the logo so it can be felt. Soft-touch lamination gives a velvety feel, and window patching lets the product sell itself.',
    points: ['Hot foil stamping', 'Spot UV varnish', 'Embossing and debossing', 'Soft-touch lamination', 'Window patching'], quote: 'Customers remember how a box feels as much as how it looks.' },
  { title: 'Why Paper Bags Are the Sustainable Choice for Retail', slug: 'why-paper-bags-are-the-sustainable-choice', author: C, status: 'published', categories: ['sustainability'], tags: ['paper-bag', 'eco-friendly'], views: 760,
    excerpt: 'Kraft paper bags are recyclable, compostable and sturdy. Learn how to specify a bag that carries your brand and the planet well.',
    intro: 'Many Indonesian cities now limit single-use plastic bags. Paper bags are the natural replacement, and with the right specification they are just as strong.',
    body: 'Recycled kraft from 100 to 140 gsm carries several kilograms, twisted paper handles keep the bag plastic-free, and water-based inks keep it easy to recycle.',
    points: ['Use recycled kraft paper', 'Prefer twisted paper handles', 'Print with water-based inks'], quote: 'The greenest bag is the one that gets reused.' },
  { title: 'Understanding MOQ: Minimum Order Quantities Explained', slug: 'understanding-moq-minimum-order-quantities', author: A, status: 'published', categories: ['packaging-tips'], tags: ['moq'], views: 650,
    excerpt: 'Why do packaging makers ask for a minimum order, and how can small brands start with custom packaging without overspending?',
    intro: 'MOQ is the smallest quantity a factory can produce economically. Every job needs plates, dies and machine set-up, and those costs are shared by every box in the order.',
    body: 'For rigid boxes our MOQ usually starts at 300-500 pieces; folding cartons start at 1,000. Small brands can combine sizes, use stock colours or start with a printed sleeve over a plain box.',
    points: ['Set-up costs are shared by the whole order', 'Larger runs lower the unit price', 'Ask about stock sizes to lower the MOQ'], quote: 'Plan your first order around the next six months of sales.' },
  { title: 'How to Design an Unforgettable Unboxing Experience', slug: 'design-an-unforgettable-unboxing-experience', author: B, status: 'published', categories: ['packaging-tips', 'case-studies'], tags: ['e-commerce', 'branding'], views: 540,
    excerpt: 'From the mailer box to the thank-you card, every layer of your packaging can tell your story. A step-by-step guide for online sellers.',
    intro: 'Online shoppers never visit your store, so the box they receive is your store. A thoughtful unboxing turns a delivery into a moment worth sharing.',
    body: 'Start with a sturdy printed mailer, add tissue paper in your brand colour, place the product on an insert and finish with a personal card.',
    points: ['Printed mailer box', 'Branded tissue paper', 'Custom insert', 'Thank-you card'], quote: 'An unboxing video is free advertising.' },
  { title: 'Choosing the Right Paper Weight (GSM) for Your Box', slug: 'choosing-the-right-paper-weight-gsm', author: C, status: 'published', categories: ['printing-finishing'], tags: ['softbox'], views: 430,
    excerpt: 'GSM tells you how heavy and stiff a paper is. This guide explains which grammage works for cartons, bags and wrapped rigid boxes.',
    intro: 'GSM means grams per square metre. Higher GSM is stiffer, but stiffness also depends on the board type and coating.',
    body: 'Folding cartons use 250-400 gsm ivory or duplex board, paper bags 100-230 gsm, and rigid boxes use 120-157 gsm art paper wrapped over greyboard.',
    points: ['Cartons: 250-400 gsm', 'Bags: 100-230 gsm', 'Wrapping paper: 120-157 gsm'], quote: 'Ask for a blank sample before you approve the print.' },
  { title: 'Packaging Trends in Indonesia for 2026', slug: 'packaging-trends-in-indonesia-2026', author: A, status: 'published', categories: ['industry-news'], tags: ['eco-friendly', 'branding'], views: 390,
    excerpt: 'Minimalist design, plastic-free materials and QR codes on every box: the trends we see with our customers this year.',
    intro: 'Every year we produce millions of boxes and bags for brands across Indonesia. These are the trends we see in their orders.',
    body: 'Brands are removing plastic windows and foam inserts, choosing kraft and uncoated papers, and adding QR codes that link to product stories.',
    points: ['Plastic-free inserts', 'Uncoated natural papers', 'QR codes and smart labels'], quote: 'Less ink, more meaning.' },
  { title: 'Case Study: A Rigid Gift Box for a Jakarta Chocolatier', slug: 'case-study-rigid-gift-box-jakarta-chocolatier', author: B, status: 'published', categories: ['case-studies'], tags: ['hardbox', 'branding'], views: 320,
    excerpt: 'How we designed a magnetic rigid box with a custom insert that keeps pralines safe from Jakarta to Bali.',
    intro: 'A growing chocolatier asked us for a gift box that felt luxurious but kept delicate pralines intact during delivery.',
    body: 'We combined a magnetic closure box with a food-safe insert and a gold foil logo. Breakage fell to almost zero and repeat gifting rose.',
    points: ['Magnetic closure', 'Food-safe insert', 'Gold foil logo'], quote: 'Our customers now keep the box as a keepsake.' },
  { title: 'Food-Safe Packaging: What You Need to Know', slug: 'food-safe-packaging-what-you-need-to-know', author: C, status: 'published', categories: ['packaging-tips'], tags: ['softbox'], views: 280,
    excerpt: 'Food-grade board, safe inks and grease resistance: the basics of packaging that touches food directly.',
    intro: 'When packaging touches food, the material and ink matter as much as the design.',
    body: 'Use food-grade board, ask for low-migration inks and add a grease-resistant coating for fried or oily food.',
    points: ['Food-grade board', 'Low-migration inks', 'Grease-resistant coating'], quote: 'Safety first, then beauty.' },
  { title: 'Spot UV vs Lamination: Which Finish Is Right for You?', slug: 'spot-uv-vs-lamination', author: A, status: 'published', categories: ['printing-finishing'], tags: ['branding'], views: 250,
    excerpt: 'Lamination protects the whole surface, spot UV highlights a detail. Compare cost, look and durability.',
    intro: 'Both finishes are applied after printing, but they do different jobs.',
    body: 'Lamination is a thin film over the whole sheet, giving protection and a gloss or matte look. Spot UV is a varnish applied only where you want shine.',
    points: ['Lamination protects', 'Spot UV highlights', 'Combine them for contrast'], quote: 'Matte plus spot UV is a classic for a reason.' },
  { title: 'How to Measure Your Product for a Custom Box', slug: 'how-to-measure-your-product-for-a-custom-box', author: B, status: 'published', categories: ['packaging-tips'], tags: ['hardbox', 'softbox'], views: 210,
    excerpt: 'Length, width, depth and a few millimetres of tolerance: measure once and get a box that fits perfectly.',
    intro: 'A box that is too tight crushes the product; a box that is too loose lets it rattle.',
    body: 'Measure the inside dimensions you need, add 2-3 mm of tolerance, and tell us if there is an insert.',
    points: ['Measure length, width and depth', 'Add 2-3 mm tolerance', 'Mention inserts and accessories'], quote: 'Send us a sample and we will measure it for you.' },
  { title: 'Recycled Kraft Paper: Strength and Style', slug: 'recycled-kraft-paper-strength-and-style', author: C, status: 'published', categories: ['sustainability'], tags: ['paper-bag', 'eco-friendly'], views: 190,
    excerpt: 'Recycled kraft is strong, affordable and looks natural. Here is how to print on it and what to expect from the colours.',
    intro: 'Kraft paper is brown because it is unbleached. Recycled kraft adds a speckled, honest look that customers associate with sustainability.',
    body: 'Colours print darker on kraft, so we recommend bold one- or two-colour designs and white ink for contrast.',
    points: ['Expect darker colours', 'Use bold, simple artwork', 'White ink adds contrast'], quote: 'Natural materials tell a story on their own.' },
  { title: 'Packaging for E-Commerce: Protect and Impress', slug: 'packaging-for-e-commerce-protect-and-impress', author: A, status: 'published', categories: ['packaging-tips'], tags: ['e-commerce'], views: 170,
    excerpt: 'Couriers are rough. Learn how corrugated mailers and inserts keep products safe while still looking great.',
    intro: 'A product that arrives damaged costs you twice: the refund and the customer.',
    body: 'E-flute corrugated mailers are light but strong; a snug insert stops movement, and printing inside keeps the outside discreet.',
    points: ['E-flute corrugated mailers', 'Snug inserts', 'Inside printing'], quote: 'Design for the drop test, not only the photo.' },
  { title: 'Colour Matching: Getting Your Brand Colours Right on Paper', slug: 'colour-matching-brand-colours-on-paper', author: B, status: 'published', categories: ['printing-finishing'], tags: ['branding'], views: 150,
    excerpt: 'Why your screen and your box never look the same, and how Pantone references and proofs help.',
    intro: 'Screens show light, paper reflects it. The same colour will always look different on a box.',
    body: 'Give us Pantone references, approve a printed proof, and remember that coated and uncoated papers show colours differently.',
    points: ['Use Pantone references', 'Approve a printed proof', 'Consider the paper type'], quote: 'Approve colours on paper, never on a screen.' },
  { title: 'Behind the Scenes at Our Tangerang Factory', slug: 'behind-the-scenes-at-our-tangerang-factory', author: C, status: 'published', categories: ['industry-news', 'case-studies'], tags: ['hardbox', 'paper-bag'], views: 120,
    excerpt: 'From printing presses to hand-wrapping tables: a tour of how your boxes and bags are made.',
    intro: 'Our head office and warehouse are in Tangerang, where every box passes through printing, cutting, wrapping and quality control.',
    body: 'Offset presses print the sheets, die-cutters shape them, and skilled hands wrap rigid boxes one by one.',
    points: ['Offset printing', 'Die-cutting', 'Hand wrapping', 'Quality control'], quote: 'Every box is checked by a person before it leaves.' },
  { title: 'Seasonal Packaging for Lebaran Gifts', slug: 'seasonal-packaging-for-lebaran-gifts', author: A, status: 'published', categories: ['case-studies'], tags: ['hardbox', 'moq'], views: 95,
    excerpt: 'Hampers and gift boxes for Lebaran need planning: order early, pick festive finishes and plan your quantities.',
    intro: 'Lebaran is our busiest season. Brands that order two months ahead get the best lead times.',
    body: 'Rigid hamper boxes with gold foil and dividers are the favourite, paired with matching paper bags.',
    points: ['Order two months ahead', 'Choose festive finishes', 'Match boxes with bags'], quote: 'Plan early, celebrate on time.' },
  { title: 'Draft: Foam Inserts vs Paper Inserts', slug: 'draft-foam-inserts-vs-paper-inserts', author: B, status: 'draft', categories: ['sustainability'], tags: ['eco-friendly'], views: 0,
    excerpt: 'A comparison of insert materials we are still writing.', intro: 'Inserts keep products in place.', body: 'Paper pulp inserts are replacing foam.', points: ['EVA foam', 'Paper pulp', 'Folded board'], quote: 'Work in progress.' },
  { title: 'Draft: Guide to Die-Cut Windows', slug: 'draft-guide-to-die-cut-windows', author: C, status: 'draft', categories: ['printing-finishing'], tags: [], views: 0,
    excerpt: 'How windows are cut and patched, coming soon.', intro: 'Windows show the product.', body: 'Shapes, films and costs.', points: ['Shapes', 'Films'], quote: 'Coming soon.' },
  { title: 'Draft: Pricing Your Packaging', slug: 'draft-pricing-your-packaging', author: A, status: 'draft', categories: ['packaging-tips'], tags: ['moq'], views: 0,
    excerpt: 'What drives the unit price of a box.', intro: 'Material, print and quantity.', body: 'A breakdown of costs.', points: ['Material', 'Printing', 'Quantity'], quote: 'Draft.' },
  { title: 'Our 2024 Catalogue Is Here', slug: 'our-2024-catalogue-is-here', author: A, status: 'archived', categories: ['industry-news'], tags: ['hardbox', 'softbox', 'paper-bag'], views: 540,
    excerpt: 'The 2024 catalogue with our full range of boxes and bags. Archived: see the product pages for the current range.',
    intro: 'Our 2024 catalogue collected every box and bag we made that year.', body: 'It has been replaced by the online catalogue.', points: ['Hardbox', 'Softbox', 'Paper Bag'], quote: 'Thank you for a great year.' },
];
