import { getTranslations } from 'next-intl/server';
import { WeChatCard } from '@/components/site/wechat-card';
import { wechatFirst } from '@/lib/contact/company';
import type { AppLocale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';

/**
 * The home page's "Contact us" block: address, phone, e-mail, the WhatsApp and e-mail buttons and
 * the WeChat ID with its QR code. In Chinese the WeChat card comes first and WhatsApp (out of reach
 * in mainland China) is the secondary button (lib/contact/company.ts).
 */
export async function ContactSection({ locale, className }: { locale: AppLocale; className: string }) {
  const [t, c, footer] = await Promise.all([
    getTranslations({ locale, namespace: 'landing' }),
    getTranslations({ locale, namespace: 'company' }),
    getTranslations({ locale, namespace: 'footer' }),
  ]);
  const chinese = wechatFirst(locale);
  const primary = 'inline-flex min-h-12 items-center rounded-lg bg-accent-400 px-6 font-semibold text-brand-900 hover:bg-accent-500';
  const secondary = 'inline-flex min-h-12 items-center rounded-lg border border-white/40 px-6 font-semibold hover:bg-white/10';
  const wechat = (
    <div key="wechat" data-testid="contact-wechat" className="max-w-md text-slate-900">
      <WeChatCard
        wechat={{ id: siteConfig.wechat.id, qr: siteConfig.wechat.qrImage }}
        qrSize={112}
        labels={{
          idLabel: footer('wechatId'),
          qrAlt: footer('wechatQrAlt', { company: siteConfig.companyName }),
          hint: footer('wechatHint'),
        }}
      />
    </div>
  );
  const buttons = (
    <div key="buttons" className="flex flex-wrap gap-3">
      <a
        href={`https://wa.me/${siteConfig.whatsapp.marketing}`}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="contact-whatsapp"
        className={chinese ? secondary : primary}
      >
        {t('whatsappCta')}
        <span className="sr-only">{footer('opensNewTab')}</span>
      </a>
      <a href={`mailto:${siteConfig.email}`} className={secondary}>
        {t('emailCta')}
      </a>
    </div>
  );
  return (
    <section id="contact" aria-labelledby="contact-title" className={`${className} scroll-mt-20 py-16`}>
      <div className="rounded-3xl bg-brand-700 px-6 py-12 text-white sm:px-12">
        <h2 id="contact-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t('contactTitle')}
        </h2>
        <p className="mt-3 max-w-2xl text-brand-100">{t('contactIntro')}</p>
        <dl className="mt-8 grid gap-6 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-brand-200">{c('address')}</dt>
            <dd className="mt-1">
              {siteConfig.address.street}, {siteConfig.address.locality}, {siteConfig.address.region}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-brand-200">{footer('phone')}</dt>
            <dd className="mt-1">
              <a href={`tel:${siteConfig.phone.replace(/\s+/g, '')}`} className="underline underline-offset-2">
                {siteConfig.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-brand-200">{footer('email')}</dt>
            <dd className="mt-1">
              <a href={`mailto:${siteConfig.email}`} className="underline underline-offset-2">
                {siteConfig.email}
              </a>
            </dd>
          </div>
        </dl>
        <div className="mt-8 flex flex-col gap-6">{chinese ? [wechat, buttons] : [buttons, wechat]}</div>
      </div>
    </section>
  );
}
