import type { AppLocale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';
import type { LocatorFacts } from './locator-map';
import { amapMarkerUrl, baiduMarkerUrl, mapSource, type MapPlace } from './map-links';

/** The company's facts of lib/site-config.ts, shaped for the map links and the locator image. */
const a = siteConfig.address;

export const companyPlace: MapPlace = {
  latitude: siteConfig.map.latitude,
  longitude: siteConfig.map.longitude,
  name: siteConfig.legalName,
  address: `${a.street}, ${a.locality}, ${a.region}`,
};

export const companyLocator: LocatorFacts = {
  latitude: siteConfig.map.latitude,
  longitude: siteConfig.map.longitude,
  title: siteConfig.legalName,
  subtitle: `${a.street}, ${a.locality}`,
};

export function companyMapLinks(): { amap: string; baidu: string } {
  const source = mapSource(siteConfig.companyName);
  return { amap: amapMarkerUrl(companyPlace, source), baidu: baiduMarkerUrl(companyPlace, source) };
}

/**
 * In Chinese, WeChat is offered before WhatsApp (WhatsApp does not work in mainland China without
 * a VPN); in the other languages WhatsApp, which Indonesian and most foreign buyers use, comes first.
 */
export function wechatFirst(locale: AppLocale): boolean {
  return locale === 'zh-CN';
}
