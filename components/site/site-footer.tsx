import { getTranslations } from 'next-intl/server';
import { LocalizedLink as Link } from '@/components/site/localized-link';
import type { AppLocale } from '@/lib/i18n/routing';
import { categoryHref } from '@/lib/seo/catalog-paths';
import { siteConfig } from '@/lib/site-config';
import { getMenuCategories } from '@/lib/catalog/categories-queries';
import { wechatFirst } from '@/lib/contact/company';
import { FooterMap } from './footer-map';
import { SocialIcon } from './social-icons';
import { WhatsAppButton } from './whatsapp-button';

export async function SiteFooter({ locale }: { locale: AppLocale }) {
  const [t, company, menu] = await Promise.all([
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'company' }),
    getMenuCategories(locale).catch(() => []), // the header logs it; the configured first category stands in
  ]);
  // "Products" opens the first category of the owner's order (admin Categories screen).
  const firstCategory = menu[0] ?? { id: siteConfig.productCategories[0].id };
  const name = siteConfig.companyName;
  const a = siteConfig.address;
  const year = new Date().getFullYear();
  // Component classes (app/globals.css): repeated on every heading and link of the footer.
  const heading = 'footer-heading';
  const link = 'footer-link';
  const chinese = wechatFirst(locale);
  const wechat = { id: siteConfig.wechat.id, qr: siteConfig.wechat.qrImage };
  const wechatLabels = {
    idLabel: t('wechatId'),
    qrAlt: t('wechatQrAlt', { company: name }),
    hint: t('wechatHint'),
  };
  // The chat channels of the contact list, WeChat first in Chinese (lib/contact/company.ts).
  const channels = [
    <li key="whatsapp">
      <span className="footer-label">{t('whatsappName')}</span>
      <a href={`https://wa.me/${siteConfig.whatsapp.marketing}`} target="_blank" rel="noopener noreferrer" className={link}>
        {`+${siteConfig.whatsapp.marketing}`}
        <span className="sr-only">{t('opensNewTab')}</span>
      </a>
    </li>,
    <li key="wechat" className="footer-wechat">
      {/* eslint-disable-next-line @next/next/no-img-element -- a small static PNG, shown as it is */}
      <img src={wechat.qr} alt={wechatLabels.qrAlt} width={80} height={80} loading="lazy" className="wechat-qr" />
      <span>
        <span className="footer-label">{t('wechat')}</span>
        <span className="footer-wechat-id">{wechat.id}</span>
        <span className="footer-note">{wechatLabels.hint}</span>
      </span>
    </li>,
  ];
  if (chinese) channels.reverse();
  const socials = [
    { network: 'facebook', label: 'Facebook', href: siteConfig.social.facebook },
    { network: 'instagram', label: 'Instagram', href: siteConfig.social.instagram },
    { network: 'tiktok', label: 'TikTok', href: siteConfig.social.tiktok },
  ] as const;

  const footer = (
    <footer id="contact-info" className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div id="footer-about" className="flex scroll-mt-20 flex-col gap-4">
          <Link locale={locale} href="/" className="inline-flex w-fit rounded-lg bg-white px-3 py-2">
            {/* eslint-disable-next-line @next/next/no-img-element -- an SVG, served as it is (next/image would add its client code for nothing) */}
            <img src={siteConfig.logoPath} alt={siteConfig.legalName} width={140} height={35} loading="lazy" className="h-8 w-auto" />
          </Link>
          <p className="text-sm leading-relaxed">{t('aboutText')}</p>
          <div>
            <h2 className={heading}>{t('ikutiKami')}</h2>
            <ul className="flex gap-3">
              {socials.map((s) => (
                <li key={s.network}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${s.label} ${t('opensNewTab')}`}
                    className="social-link"
                  >
                    <SocialIcon network={s.network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div>
          <h2 className={heading}>{t('location')}</h2>
          <address className="mb-4 text-sm leading-relaxed not-italic">
            {siteConfig.legalName}
            <br />
            {a.street}, {a.locality}
            <br />
            {a.region} {a.postalCode}, Indonesia
          </address>
          <FooterMap
            chinese={chinese}
            labels={{
              title: t('mapTitle', { company: name }),
              alt: t('mapImageAlt', { company: name }),
              show: t('showMap'),
              openIn: t('mapOpenIn'),
              amap: t('amap'),
              baidu: t('baidu'),
              newTab: t('opensNewTab'),
            }}
          />
        </div>
        <div id="footer-contact" className="scroll-mt-20">
          <h2 className={heading}>{t('contact')}</h2>
          <ul className="flex flex-col gap-3 text-sm">
            <li>
              <span className="footer-label">{company('address')}</span>
              {a.street}, {a.locality}
            </li>
            {channels}
            <li>
              <span className="footer-label">{t('phone')}</span>
              <a href={`tel:${siteConfig.phone.replace(/\s+/g, '')}`} className={link}>
                {siteConfig.phone}
              </a>
            </li>
            <li>
              <span className="footer-label">{t('email')}</span>
              <a href={`mailto:${siteConfig.email}`} className={link}>
                {siteConfig.email}
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label={t('navigation')}>
          <h2 className={heading}>{t('navigation')}</h2>
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <Link locale={locale} href="/" className={link}>
                {t('homeHead')}
              </Link>
            </li>
            {/* About and Contact point at this footer's own blocks: the landing page's #about and
                #contact sections do not exist when the home is Coming Soon (HOME_PAGE). */}
            <li>
              <a href="#footer-about" className={link}>
                {t('aboutHead')}
              </a>
            </li>
            <li>
              <Link locale={locale} href={categoryHref(firstCategory)} className={link}>
                {t('productHead')}
              </Link>
            </li>
            <li>
              <Link locale={locale} href="/blog" className={link}>
                {t('blogHead')}
              </Link>
            </li>
            <li>
              <a href="#footer-contact" className={link}>
                {t('contactHead')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-brand-200 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>{company('footerRights', { year, company: name })}</p>
          {/* Staff sign in here, out of the visitor's way (the header's action is the quote list). */}
          <p>
            <Link locale={locale} href="/login" rel="nofollow" data-testid="staff-sign-in" className="footer-link">
              {t('staffSignIn')}
            </Link>
          </p>
          <p>
            {t.rich('developedBy', {
              developer: siteConfig.developer.name,
              link: (chunks) => (
                <a
                  href={siteConfig.developer.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-white underline underline-offset-2"
                >
                  {chunks}
                </a>
              ),
            })}
          </p>
        </div>
      </div>
    </footer>
  );
  return (
    <>
      {/* The contact button's dock, right above the footer (app/globals.css .contact-dock). */}
      <div className="contact-dock">
        <WhatsAppButton
          numbers={[
            { label: t('whatsappMarketing'), number: siteConfig.whatsapp.marketing },
            { label: t('whatsappOffice'), number: siteConfig.whatsapp.office },
          ]}
          defaultText={t('whatsappGreeting', { company: name })}
          wechat={wechat}
          wechatFirst={chinese}
          labels={{
            ...wechatLabels,
            button: t('whatsapp'),
            title: t('whatsappTitle'),
            close: t('close'),
            newTab: t('opensNewTab'),
            whatsapp: t('whatsappName'),
            wechat: t('wechat'),
            copy: t('copyId'),
            copied: t('copied'),
          }}
        />
      </div>
      {footer}
    </>
  );
}
