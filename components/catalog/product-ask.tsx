import { getTranslations } from 'next-intl/server';
import { WeChatCard } from '@/components/site/wechat-card';
import { wechatFirst } from '@/lib/contact/company';
import type { AppLocale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';

/**
 * "Ask about this product" on WhatsApp (a chat opened with the product's text) and on WeChat, which
 * has no link that opens a chat: its ID and QR code unfold under the button (a <details>, no
 * script). WeChat first, and filled, in Chinese (lib/contact/company.ts).
 */
export async function ProductAsk({ locale, whatsappText, product }: { locale: AppLocale; whatsappText: string; product: string }) {
  const [t, footer] = await Promise.all([
    getTranslations({ locale, namespace: 'product' }),
    getTranslations({ locale, namespace: 'footer' }),
  ]);
  const chinese = wechatFirst(locale);
  const whatsapp = (
    <a
      key="whatsapp"
      href={`https://wa.me/${siteConfig.whatsapp.marketing}?text=${encodeURIComponent(whatsappText)}`}
      target="_blank"
      rel="noopener noreferrer"
      className={chinese ? 'ask-secondary' : 'ask-primary'}
    >
      {t('askWhatsapp')}
      <span className="sr-only">{footer('opensNewTab')}</span>
    </a>
  );
  const wechat = (
    <details key="wechat" className="ask-wechat">
      <summary className={chinese ? 'ask-primary' : 'ask-secondary'}>{t('askWechat')}</summary>
      <WeChatCard
        wechat={{ id: siteConfig.wechat.id, qr: siteConfig.wechat.qrImage }}
        qrSize={128}
        labels={{
          idLabel: footer('wechatId'),
          qrAlt: footer('wechatQrAlt', { company: siteConfig.companyName }),
          hint: t('askWechatHint', { product }),
        }}
      />
    </details>
  );
  return <div className="ask-row">{chinese ? [wechat, whatsapp] : [whatsapp, wechat]}</div>;
}
