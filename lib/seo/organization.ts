import { organizationJsonLd } from './json-ld';
import { getConfig } from '../config';
import { siteConfig } from '../site-config';

/** The site-wide Organization JSON-LD (rendered by the (site) layout). */
export function siteOrganizationJsonLd() {
  return organizationJsonLd({
    siteUrl: getConfig().siteUrl,
    name: `PT ${siteConfig.companyName}`,
    legalName: siteConfig.legalName,
    logoPath: siteConfig.logoPath,
    phone: siteConfig.phone,
    email: siteConfig.email,
    address: siteConfig.address,
    sameAs: Object.values(siteConfig.social),
  });
}
