import { describe, expect, it } from 'vitest';
import { confirmBody } from '../../src/web/features/orders/order-confirm';
import { loadLocale, loadStrings, t } from '../../src/web/lib/i18n';

/** A list row does not carry the payment method; the detail does. */
const paid = { order_no: 'G20261122100000000010', status: 10, order_price: '411.00' };
const unpaid = { ...paid, order_no: 'G20261122100000000005', status: 5 };
const byWechat = { ...paid, pay_method: 'jsapi' };
const byQr = { ...paid, pay_method: 'native' };
const bySandbox = { ...paid, pay_method: 'sandbox' };

const EXPECTED = {
  en: {
    wechat: 'Order G20261122100000000010 will be cancelled and its wines go back on sale. The full amount of ¥411.00 goes back the way you paid (WeChat Pay: your balance or bank card) within 3 working days.',
    sandbox:
      'Order G20261122100000000010 will be cancelled and its wines go back on sale. The full amount of ¥411.00 goes back to the sandbox payment it was made with (a test payment: no real money moves) within 3 working days.',
    unknown: 'Order G20261122100000000010 will be cancelled and its wines go back on sale. The full amount of ¥411.00 goes back the way you paid within 3 working days.',
    unpaid: 'Order G20261122100000000005 will be cancelled and its wines go back on sale. It has not been paid, so nothing was charged.',
  },
  cn: {
    wechat: '订单G20261122100000000010将被取消，其中的酒将重新上架。已付的¥411.00将全额原路退回微信支付（零钱或银行卡），3个工作日内到账。',
    sandbox: '订单G20261122100000000010将被取消，其中的酒将重新上架。已付的¥411.00将全额原路退回沙箱支付（测试付款，不涉及真实资金），3个工作日内到账。',
    unknown: '订单G20261122100000000010将被取消，其中的酒将重新上架。已付的¥411.00将全额原路退回，3个工作日内到账。',
    unpaid: '订单G20261122100000000005将被取消，其中的酒将重新上架。该订单尚未付款，没有产生任何扣款。',
  },
  tw: {
    wechat: '訂單G20261122100000000010將被取消，其中的酒將重新上架。已付的¥411.00將全額原路退回微信支付（零錢或銀行卡），3個工作日內到帳。',
    sandbox: '訂單G20261122100000000010將被取消，其中的酒將重新上架。已付的¥411.00將全額原路退回沙盒支付（測試付款，不涉及真實資金），3個工作日內到帳。',
    unknown: '訂單G20261122100000000010將被取消，其中的酒將重新上架。已付的¥411.00將全額原路退回，3個工作日內到帳。',
    unpaid: '訂單G20261122100000000005將被取消，其中的酒將重新上架。該訂單尚未付款，沒有產生任何扣款。',
  },
} as const;

describe.each(['en', 'cn', 'tw'] as const)('the cancel dialog says what happens to the money (%s)', (lang) => {
  const say = (order: typeof paid & { pay_method?: string }) => {
    const body = confirmBody('cancel', order);
    return t(body.key, body.params);
  };

  it('a paid order: the full amount goes back by the way it was paid, named by its payment method, and when', async () => {
    await loadLocale(lang);
    await loadStrings('all');
    expect(say(byWechat)).toBe(EXPECTED[lang].wechat);
    expect(say(byQr)).toBe(EXPECTED[lang].wechat);
    expect(say(bySandbox)).toBe(EXPECTED[lang].sandbox);
  });

  it('a paid order whose payment method the screen does not know, or an unknown one: the way it was paid, no provider named', async () => {
    await loadLocale(lang);
    await loadStrings('all');
    expect(say(paid)).toBe(EXPECTED[lang].unknown);
    expect(say({ ...paid, pay_method: '' })).toBe(EXPECTED[lang].unknown);
    expect(say({ ...paid, pay_method: 'toString' })).toBe(EXPECTED[lang].unknown);
  });

  it('an unpaid order: nothing was charged', async () => {
    await loadLocale(lang);
    await loadStrings('all');
    expect(say(unpaid)).toBe(EXPECTED[lang].unpaid);
  });
});
