import { describe, expect, it } from 'vitest';
import { isAndroid, isWeChat, shareTargetOf } from '../../src/web/app/share-targets';

describe('share targets (spec §2)', () => {
  it('are ActiveDetail and SeriesDetail by Pid, ReportDetails and Reservation by id', () => {
    expect(shareTargetOf('/activeDetail', 'Pid=3')).toEqual({ module: 'ActiveDetail', id: 3 });
    expect(shareTargetOf('/seriesDetail', 'Pid=12&x=1')).toEqual({ module: 'SeriesDetail', id: 12 });
    expect(shareTargetOf('/reportDetails', 'id=4')).toEqual({ module: 'ReportDetails', id: 4 });
    expect(shareTargetOf('/reservation', 'id=9')).toEqual({ module: 'Reservation', id: 9 });
  });

  it('no other page is shared, nor a target without a proper id', () => {
    expect(shareTargetOf('/', '')).toBeNull();
    expect(shareTargetOf('/series', 'id=1')).toBeNull();
    expect(shareTargetOf('/seriesDetail', 'id=1')).toBeNull();
    expect(shareTargetOf('/reportDetails', 'id=0')).toBeNull();
    expect(shareTargetOf('/reportDetails', 'id=1e3')).toBeNull();
  });

  it('recognises the WeChat browser and Android', () => {
    const android = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/116 Mobile Safari/537.36 MicroMessenger/8.0.47';
    expect(isWeChat(android)).toBe(true);
    expect(isAndroid(android)).toBe(true);
    expect(isWeChat('Mozilla/5.0 (iPhone) Safari/604.1')).toBe(false);
  });
});
