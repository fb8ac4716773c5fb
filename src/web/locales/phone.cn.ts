import type { phoneEn } from './phone.en';

export const phoneCn: typeof phoneEn = {
  region: '国家或地区区号',
  regions: { r86: '+86 中国大陆', r852: '+852 香港', r853: '+853 澳门', r886: '+886 台湾' },
};
