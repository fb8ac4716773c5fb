import { describe, expect, it } from 'vitest';
import { mapLink, mapLinks, parseMapPoint } from '../../src/contract/getting-there';

const place = { name: '蓬莱崖畔酒庄', address: '山东省烟台市蓬莱区崖畔路', point: { lat: 37.7915, lng: 120.8127 } };

describe('map links by language', () => {
  it('cn: Amap first, Baidu second, both told the point is WGS-84', () => {
    const links = mapLinks('cn', place);
    expect(links.map((l) => l.provider)).toEqual(['amap', 'baidu']);
    const amap = new URL(links[0]!.href);
    expect(amap.origin + amap.pathname).toBe('https://uri.amap.com/marker');
    // Amap wants longitude first
    expect(amap.searchParams.get('position')).toBe('120.8127,37.7915');
    expect(amap.searchParams.get('coordinate')).toBe('wgs84');
    expect(amap.searchParams.get('name')).toBe('蓬莱崖畔酒庄');
    const baidu = new URL(links[1]!.href);
    expect(baidu.hostname).toBe('api.map.baidu.com');
    expect(baidu.searchParams.get('location')).toBe('37.7915,120.8127');
    expect(baidu.searchParams.get('coord_type')).toBe('wgs84');
  });

  it('tw: Apple Maps, then Google Maps; en: Google Maps', () => {
    expect(mapLinks('tw', place).map((l) => new URL(l.href).hostname)).toEqual(['maps.apple.com', 'www.google.com']);
    expect(new URL(mapLinks('tw', place)[0]!.href).searchParams.get('ll')).toBe('37.7915,120.8127');
    const en = mapLinks('en', place);
    expect(en).toHaveLength(1);
    const google = new URL(en[0]!.href);
    expect(google.origin + google.pathname).toBe('https://www.google.com/maps/search/');
    expect(google.searchParams.get('query')).toBe('37.7915,120.8127');
  });

  it('without a point every link searches the address', () => {
    const none = { ...place, point: null };
    for (const provider of ['amap', 'baidu', 'apple', 'google'] as const) {
      expect(decodeURIComponent(mapLink(provider, none))).toContain('山东省烟台市蓬莱区崖畔路');
    }
  });
});

describe('the map point as staff type it', () => {
  it('reads latitude,longitude with spaces, refuses anything else or out of range', () => {
    expect(parseMapPoint('37.7915,120.8127')).toEqual({ lat: 37.7915, lng: 120.8127 });
    expect(parseMapPoint(' 37.7915 , 120.8127 ')).toEqual({ lat: 37.7915, lng: 120.8127 });
    expect(parseMapPoint('-33.8,151.2')).toEqual({ lat: -33.8, lng: 151.2 });
    for (const bad of ['', 'Penglai', '37.79', '91,120', '37,181', '37.79;120.81', '37.79,120.81,5']) expect(parseMapPoint(bad)).toBeNull();
  });
});
