import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/lib/site-config';
import { companyMapLinks, wechatFirst } from './company';
import { amapMarkerUrl, baiduMarkerUrl, formatCoordinates, mapSource, type MapPlace } from './map-links';

const place: MapPlace = {
  latitude: -6.1783,
  longitude: 106.6319,
  name: 'PT Kemas & Co 包装',
  address: 'Jl. Industri Raya No. 10, Tangerang',
};

describe('AMap and Baidu marker links', () => {
  it('AMap: longitude first, declared WGS-84, the app opened on phones', () => {
    const url = new URL(amapMarkerUrl(place, 'kemas'));
    expect(url.origin + url.pathname).toBe('https://uri.amap.com/marker');
    expect(url.searchParams.get('position')).toBe('106.6319,-6.1783');
    expect(url.searchParams.get('coordinate')).toBe('wgs84');
    expect(url.searchParams.get('callnative')).toBe('1');
    expect(url.searchParams.get('src')).toBe('kemas');
    expect(url.searchParams.get('name')).toBe('PT Kemas & Co 包装');
  });

  it('Baidu: latitude first, declared WGS-84, the web output and a webapp source', () => {
    const url = new URL(baiduMarkerUrl(place, 'kemas'));
    expect(url.origin + url.pathname).toBe('https://api.map.baidu.com/marker');
    expect(url.searchParams.get('location')).toBe('-6.1783,106.6319');
    expect(url.searchParams.get('coord_type')).toBe('wgs84');
    expect(url.searchParams.get('output')).toBe('html');
    expect(url.searchParams.get('src')).toBe('webapp.kemas.website');
    expect(url.searchParams.get('title')).toBe('PT Kemas & Co 包装');
    expect(url.searchParams.get('content')).toBe('Jl. Industri Raya No. 10, Tangerang');
  });

  it('keeps the pair readable (a literal comma) and encodes every text value', () => {
    const amap = amapMarkerUrl(place, 'kemas');
    expect(amap).toContain('position=106.6319,-6.1783&');
    expect(amap).toContain('name=PT%20Kemas%20%26%20Co%20%E5%8C%85%E8%A3%85&');
    expect(baiduMarkerUrl(place, 'kemas')).toContain('location=-6.1783,106.6319&');
  });

  it('rounds to six decimals and refuses coordinates off the globe', () => {
    const precise = { ...place, latitude: -6.178312345, longitude: 106.6319004 };
    expect(new URL(amapMarkerUrl(precise, 's')).searchParams.get('position')).toBe('106.6319,-6.178312');
    expect(() => amapMarkerUrl({ ...place, latitude: 91 }, 's')).toThrow(RangeError);
    expect(() => baiduMarkerUrl({ ...place, longitude: -180.5 }, 's')).toThrow(RangeError);
    expect(() => baiduMarkerUrl({ ...place, longitude: Number.NaN }, 's')).toThrow(RangeError);
  });

  it("the company's links carry siteConfig.map's coordinates and its name", () => {
    const { amap, baidu } = companyMapLinks();
    const { latitude, longitude } = siteConfig.map;
    expect(new URL(amap).searchParams.get('position')).toBe(`${longitude},${latitude}`);
    expect(new URL(baidu).searchParams.get('location')).toBe(`${latitude},${longitude}`);
    expect(new URL(baidu).searchParams.get('title')).toBe(siteConfig.legalName);
    expect(new URL(amap).searchParams.get('src')).toBe(mapSource(siteConfig.companyName));
  });
});

describe('small helpers', () => {
  it('mapSource: the company name in lower-case letters and digits', () => {
    expect(mapSource('Kemas Prima Nusantara')).toBe('kemasprimanusantara');
    expect(mapSource('PT. Éclat 2')).toBe('ptclat2');
    expect(mapSource('包装')).toBe('website');
  });

  it('formatCoordinates: hemispheres as letters, no minus signs', () => {
    expect(formatCoordinates(-6.1783, 106.6319)).toBe('6.1783° S, 106.6319° E');
    expect(formatCoordinates(39.908, -0.12)).toBe('39.908° N, 0.12° W');
  });

  it('WeChat comes first in Chinese only', () => {
    expect(wechatFirst('zh-CN')).toBe(true);
    expect(wechatFirst('en')).toBe(false);
    expect(wechatFirst('id')).toBe(false);
  });
});
