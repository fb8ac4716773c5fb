import type { Lang } from './lang';

/**
 * Getting there (issue 16): the estate's point on the map and the map links each language's
 * visitors use — Amap (高德) first and Baidu second in Simplified Chinese, Apple Maps and Google
 * Maps in Traditional Chinese, Google Maps in English. Every link opens the provider's own web
 * page (which hands over to its app where installed); none needs a key. The point is WGS-84, as
 * staff read it off Apple or Google maps; Amap and Baidu are told so (`coordinate=wgs84`,
 * `coord_type=wgs84`) and convert it themselves. Without a point the links search the address.
 */
export interface MapPoint {
  lat: number;
  lng: number;
}

export type MapProvider = 'amap' | 'baidu' | 'apple' | 'google';

export const MAP_PROVIDERS: Record<Lang, readonly MapProvider[]> = {
  cn: ['amap', 'baidu'],
  tw: ['apple', 'google'],
  en: ['google'],
};

/** 'latitude,longitude' as staff type it (spaces allowed) → a point, or null when it is not one. */
export function parseMapPoint(text: string): MapPoint | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d{1,8})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,8})?)\s*$/.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

export interface MapPlace {
  /** the estate's name, shown on the marker */
  name: string;
  address: string;
  point: MapPoint | null;
}

const q = encodeURIComponent;
const SOURCE = 'penglai-cliffside';

/** The provider's web link for the place: its marker at the point, else a search for the address. */
export function mapLink(provider: MapProvider, place: MapPlace): string {
  const { point, name, address } = place;
  switch (provider) {
    case 'amap':
      return point
        ? `https://uri.amap.com/marker?position=${point.lng},${point.lat}&name=${q(name)}&coordinate=wgs84&callnative=1&src=${SOURCE}`
        : `https://uri.amap.com/search?keyword=${q(address)}&callnative=1&src=${SOURCE}`;
    case 'baidu':
      return point
        ? `https://api.map.baidu.com/marker?location=${point.lat},${point.lng}&title=${q(name)}&content=${q(address)}&coord_type=wgs84&output=html&src=${SOURCE}`
        : `https://api.map.baidu.com/geocoder?address=${q(address)}&output=html&src=${SOURCE}`;
    case 'apple':
      return point ? `https://maps.apple.com/?ll=${point.lat},${point.lng}&q=${q(name)}` : `https://maps.apple.com/?q=${q(address)}`;
    case 'google':
      return `https://www.google.com/maps/search/?api=1&query=${point ? `${point.lat},${point.lng}` : q(address)}`;
  }
}

/** The map links of a language, in the order its visitors expect them. */
export function mapLinks(lang: Lang, place: MapPlace): { provider: MapProvider; href: string }[] {
  return MAP_PROVIDERS[lang].map((provider) => ({ provider, href: mapLink(provider, place) }));
}
