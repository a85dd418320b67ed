import { quotationFacts, siteConfig } from '@/lib/site-config';
import type { AppLocale } from '@/lib/i18n/routing';
import type { QuotationCompany } from './types';

/**
 * The seller block of a quotation from the site's company facts, the country named in `locale`.
 * The logo's SVG text is read by the caller (a file under public/, lib/fonts/font-source.ts) and
 * handed in, so rendering stays a pure function of its input.
 */
export function companyFromSiteConfig(locale: AppLocale, logoSvg: string | null = null): QuotationCompany {
  const { address } = siteConfig;
  const { bank } = quotationFacts;
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.country) ?? address.country;
  return {
    legalName: siteConfig.legalName,
    addressLines: [address.street, `${address.locality}, ${address.region} ${address.postalCode}`, country],
    phone: siteConfig.phone,
    email: siteConfig.email,
    logoSvg,
    taxId: quotationFacts.taxId,
    businessId: quotationFacts.businessId,
    bank: bank.accountNumber ? { ...bank } : null,
  };
}
