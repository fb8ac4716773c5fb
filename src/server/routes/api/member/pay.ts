import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PayableEntity, PayMethod } from '../../../../contract/payment';
import { orderGoPay, orderMethod, orderQuery, paymentPayOrder, paymentPlaceOrder } from '../../../../contract/payment';
import { startPayment } from '../../../domain/payments/attempts';
import type { PaymentDeps } from '../../../domain/payments/deps';
import { methodInfos, payableSummary, paymentState } from '../../../domain/payments/state';
import { fail, ok, registerCall, type CallContext } from '../../../plugins/api';
import { clientKind } from '../../../providers/payment/types';
import { publicOrigin } from '../../../providers/wechat';

const clientOf = (request: FastifyRequest) => clientKind(request.headers['user-agent']);

/**
 * The member's payment calls (spec §7): order/method, order/goPay, order/query for goods
 * orders, and payment/payOrder (goPay) and payment/placeOrder (the pay screen's summary) for
 * any payable entity.
 */
export default async function payCalls(app: FastifyInstance, { deps }: { deps: PaymentDeps }) {
  const start = async (entity: PayableEntity, orderNo: string, method: PayMethod, ctx: CallContext) => {
    const result = await startPayment(deps, {
      entity,
      memberId: ctx.member!.id,
      orderNo,
      method,
      client: clientOf(ctx.request),
      clientIp: ctx.request.ip,
      origin: publicOrigin(app.config, ctx.request),
      lang: ctx.lang,
    });
    return result.ok ? ok(result.data) : fail(result.key);
  };

  registerCall(app, orderMethod, async (_input, ctx) => {
    const client = clientOf(ctx.request);
    return ok({ provider: deps.provider.name, client, methods: await methodInfos(deps, ctx.member!.id, client, ctx.lang) });
  });

  registerCall(app, orderGoPay, (input, ctx) => start('goods_order', input.order_no, input.method, ctx));
  registerCall(app, paymentPayOrder, (input, ctx) => start(input.entity, input.order_no, input.method, ctx));

  registerCall(app, orderQuery, async (input, ctx) => {
    const state = await paymentState(deps, 'goods_order', ctx.member!.id, input.order_no, input.out_trade_no);
    return state ? ok(state) : fail('payment.orderNotFound');
  });

  registerCall(app, paymentPlaceOrder, async (input, ctx) => {
    const summary = await payableSummary(deps, input.entity, ctx.member!.id, input.order_no, clientOf(ctx.request), ctx.lang);
    return summary ? ok(summary) : fail('payment.orderNotFound');
  });
}
