import { describe, expect, it } from 'vitest';
import { confirmBody } from '../../src/web/features/orders/order-confirm';
import { loadLocale, loadStrings, t } from '../../src/web/lib/i18n';

const paid = { order_no: 'G20261122100000000010', status: 10, order_price: '411.00' };
const unpaid = { ...paid, order_no: 'G20261122100000000005', status: 5 };

const EXPECTED = {
  en: {
    paid: 'Order G20261122100000000010 will be cancelled and its wines go back on sale. The full amount of ¥411.00 goes back the way you paid (WeChat Pay: your balance or bank card) within 3 working days.',
    unpaid: 'Order G20261122100000000005 will be cancelled and its wines go back on sale. It has not been paid, so nothing was charged.',
  },
  cn: {
    paid: '订单G20261122100000000010将被取消，其中的酒将重新上架。已付的¥411.00将全额原路退回（微信支付：零钱或银行卡），3个工作日内到账。',
    unpaid: '订单G20261122100000000005将被取消，其中的酒将重新上架。该订单尚未付款，没有产生任何扣款。',
  },
  tw: {
    paid: '訂單G20261122100000000010將被取消，其中的酒將重新上架。已付的¥411.00將全額原路退回（微信支付：零錢或銀行卡），3個工作日內到帳。',
    unpaid: '訂單G20261122100000000005將被取消，其中的酒將重新上架。該訂單尚未付款，沒有產生任何扣款。',
  },
} as const;

describe.each(['en', 'cn', 'tw'] as const)('the cancel dialog says what happens to the money (%s)', (lang) => {
  it('a paid order: the full amount goes back the way it was paid, and when; an unpaid one: nothing was charged', async () => {
    await loadLocale(lang);
    await loadStrings('all');
    const say = (order: typeof paid) => {
      const body = confirmBody('cancel', order);
      return t(body.key, body.params);
    };
    expect(say(paid)).toBe(EXPECTED[lang].paid);
    expect(say(unpaid)).toBe(EXPECTED[lang].unpaid);
  });
});
