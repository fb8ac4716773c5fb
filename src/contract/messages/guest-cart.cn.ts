import type { guestCartEn } from './guest-cart.en';

export const guestCartCn: typeof guestCartEn = {
  linesInvalid: '无法读取此设备上保存的购物车',
  full: '此设备上的购物车已满（30 款酒）',
  merged: '您登录前选择的酒款已加入购物车',
};
