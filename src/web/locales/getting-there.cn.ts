import type { GettingThereStrings } from './getting-there.en';

/** 交通指引与日历文件的界面文字（简体）。 */
export const gettingThereCn: GettingThereStrings = {
  title: '交通指引',
  maps: '地图',
  openIn: '在{{name}}中打开',
  provider: { amap: '高德地图', baidu: '百度地图', apple: 'Apple 地图', google: 'Google 地图' },
  calendar: '加入日历（.ics）',
  calendarWorking: '正在准备日历文件…',
  calendarFailed: '日历文件下载失败，请重试。',
};
