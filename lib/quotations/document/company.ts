import { siteConfig } from '@/lib/site-config';
import type { AppLocale } from '@/lib/i18n/routing';
import type { QuotationCompany } from './types';

/** The seller block of a quotation from the site's company facts, the country named in `locale`. */
export function companyFromSiteConfig(locale: AppLocale): QuotationCompany {
  const { address } = siteConfig;
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.country) ?? address.country;
  return {
    legalName: siteConfig.legalName,
    addressLines: [address.street, `${address.locality}, ${address.region} ${address.postalCode}`, country],
    phone: siteConfig.phone,
    email: siteConfig.email,
  };
}
