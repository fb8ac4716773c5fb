import type { phoneEn } from './phone.en';

export const phoneTw: typeof phoneEn = {
  region: '國家或地區區號',
  regions: { r86: '+86 中國大陸', r852: '+852 香港', r853: '+853 澳門', r886: '+886 台灣' },
};
