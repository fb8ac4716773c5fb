import type { guestCartEn } from './guest-cart.en';

export const guestCartTw: typeof guestCartEn = {
  linesInvalid: '無法讀取此裝置上保存的購物車',
  full: '此裝置上的購物車已滿（30 款酒）',
  merged: '您登入前選擇的酒款已加入購物車',
};
