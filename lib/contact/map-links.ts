/**
 * Links that open the company's location in the two map services people in mainland China use,
 * where Google Maps does not load. Both URI APIs are told the coordinates are WGS-84 (GPS), as
 * `siteConfig.map` holds them, and convert them to their own datum themselves: AMap (高德地图)
 * draws in GCJ-02 (`coordinate=wgs84`), Baidu Maps (百度地图) in BD-09 (`coord_type=wgs84`).
 * Converting here instead would need the offset each service applies outside mainland China,
 * where this company is; the service knows its own (docs/decisions/081-reach-from-china.md).
 */
export type MapPlace = {
  /** WGS-84 degrees. */
  latitude: number;
  longitude: number;
  /** Shown as the marker's title. */
  name: string;
  /** Shown under the title (Baidu's info window). */
  address: string;
};

/** Six decimals (about 0.1 m): Baidu's URI API takes no more. */
function degrees(value: number, limit: number, what: string): string {
  if (!Number.isFinite(value) || Math.abs(value) > limit) throw new RangeError(`${what} out of range: ${value}`);
  return String(Math.round(value * 1e6) / 1e6);
}

function coordinates(place: MapPlace) {
  return { lat: degrees(place.latitude, 90, 'latitude'), lng: degrees(place.longitude, 180, 'longitude') };
}

/** Name and values percent-encoded; the coordinate pair keeps its comma, as both services write it. */
function query(params: Array<[string, string]>): string {
  return params.map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%2C/g, ',')}`).join('&');
}

/**
 * AMap's marker page (https://uri.amap.com/marker): `position` is longitude,latitude; on a phone
 * with the AMap app, `callnative=1` opens the app at the marker.
 */
export function amapMarkerUrl(place: MapPlace, source: string): string {
  const { lat, lng } = coordinates(place);
  return `https://uri.amap.com/marker?${query([
    ['position', `${lng},${lat}`],
    ['name', place.name],
    ['src', source],
    ['coordinate', 'wgs84'],
    ['callnative', '1'],
  ])}`;
}

/**
 * Baidu's marker page (https://api.map.baidu.com/marker): `location` is latitude,longitude, the
 * other way round from AMap; `output=html` is required on the web, and `src` names the caller
 * (`webapp.<company>.<app>`).
 */
export function baiduMarkerUrl(place: MapPlace, source: string): string {
  const { lat, lng } = coordinates(place);
  return `https://api.map.baidu.com/marker?${query([
    ['location', `${lat},${lng}`],
    ['title', place.name],
    ['content', place.address],
    ['output', 'html'],
    ['coord_type', 'wgs84'],
    ['src', `webapp.${source}.website`],
  ])}`;
}

/** The caller name both services ask for: the company's name in lower-case letters and digits. */
export function mapSource(companyName: string): string {
  return companyName.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'website';
}

/** "6.1783° S, 106.6319° E": the position in words no language needs to translate. */
export function formatCoordinates(latitude: number, longitude: number): string {
  const lat = degrees(latitude, 90, 'latitude');
  const lng = degrees(longitude, 180, 'longitude');
  return `${lat.replace('-', '')}° ${latitude < 0 ? 'S' : 'N'}, ${lng.replace('-', '')}° ${longitude < 0 ? 'W' : 'E'}`;
}
