import type { GettingThereStrings } from './getting-there.en';

/** 交通指引與行事曆檔案的介面文字（繁體）。 */
export const gettingThereTw: GettingThereStrings = {
  title: '交通指引',
  maps: '地圖',
  openIn: '在{{name}}中開啟',
  provider: { amap: '高德地圖', baidu: '百度地圖', apple: 'Apple 地圖', google: 'Google 地圖' },
  calendar: '加入行事曆（.ics）',
  calendarWorking: '正在準備行事曆檔案…',
  calendarFailed: '行事曆檔案下載失敗，請重試。',
};
