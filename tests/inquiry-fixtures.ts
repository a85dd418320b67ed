// A quote request and one of its lines as lib/inquiries/store's insertInquiry takes them, for the
// integration tests that need rows in the inbox (backups, recovery).

export const testInquiry = (name: string, message = 'a box') => ({
  locale: 'en' as const,
  name,
  company: 'PT Backup',
  email: 'buyer@example.com',
  whatsapp: '+62 812 0000 0000',
  city: 'Jakarta',
  country: 'ID',
  message,
  consentAt: new Date(),
  mailStatus: 'none' as const,
});

export const testInquiryLine = {
  itemId: null,
  itemName: 'Rigid box',
  itemCode: 'HB-1',
  categoryName: 'Hardbox',
  itemPath: '/product/1',
  quantity: 500,
  note: '',
};
