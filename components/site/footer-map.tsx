import { companyMapLinks } from '@/lib/contact/company';
import { siteConfig } from '@/lib/site-config';
import { FooterMapLoader } from './footer-map-loader';

export type FooterMapLabels = {
  /** The frame's title. */
  title: string;
  /** The locator image's alternative text (it says the image is a drawing). */
  alt: string;
  /** 'Show the interactive map' */
  show: string;
  openIn: string;
  amap: string;
  baidu: string;
  newTab: string;
};

/**
 * The footer's map. Every language first shows the locator image the site serves itself
 * (public/location-map.svg, lib/contact/locator-map.ts): no request leaves the site on load.
 * In Chinese, where Google Maps does not load, it links to AMap and Baidu Maps at the company's
 * location (no script); elsewhere a button loads Google's embed in its place.
 */
export function FooterMap({ chinese, labels }: { chinese: boolean; labels: FooterMapLabels }) {
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- an SVG drawing, served as it is
    <img src={siteConfig.map.locatorImage} alt={labels.alt} width={640} height={480} loading="lazy" className="size-full object-cover" />
  );
  if (!chinese) {
    return (
      <FooterMapLoader src={siteConfig.map.embedUrl} title={labels.title} label={labels.show}>
        {image}
      </FooterMapLoader>
    );
  }
  const links = companyMapLinks();
  return (
    <div>
      <div className="footer-map">{image}</div>
      <p className="footer-note mt-3">{labels.openIn}</p>
      <ul className="mt-1 flex flex-wrap gap-2 text-sm">
        {[
          { href: links.amap, label: labels.amap },
          { href: links.baidu, label: labels.baidu },
        ].map((l) => (
          <li key={l.href}>
            <a href={l.href} target="_blank" rel="noopener noreferrer" className="map-app-link">
              {l.label}
              <span className="sr-only">{labels.newTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
