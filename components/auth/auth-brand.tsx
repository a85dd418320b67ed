import { siteConfig } from '@/lib/site-config';

/**
 * The company's logo at the top of the sign-in and set-password cards, so a colleague sees whose
 * admin this is. A plain <img> of the SVG: no client code on the sign-in page.
 */
export function AuthBrand() {
  return (
    <div className="mb-6 flex justify-center">
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG, served as it is (next/image would add its client code for nothing) */}
      <img src={siteConfig.logoPath} alt={siteConfig.legalName} width={160} height={40} className="h-10 w-auto" data-testid="auth-logo" />
    </div>
  );
}
