import type { FastifyInstance } from 'fastify';
import { isLang } from '../../../contract/lang';
import type { PaymentDeps } from '../../domain/payments/deps';
import { refreshAttempt } from '../../domain/payments/state';
import { requestLang } from '../../i18n';
import { isSandbox } from '../../providers/payment';
import { SANDBOX_PAGE_PREFIX } from '../../providers/payment/sandbox';
import { renderCashier } from '../../providers/payment/sandbox-page';

type PayRequest = { Params: { no: string }; Querystring: Record<string, string>; Body: Record<string, string> | undefined };

/**
 * The sandbox gateway's cashier: GET shows the payment, POST approves (the gateway then calls
 * our callback, signed), declines (the attempt fails; the order stays payable) or leaves.
 * Only with the sandbox provider and never in production (there: 404 like any unknown path).
 */
export default async function sandboxPages(app: FastifyInstance, { deps }: { deps: PaymentDeps }) {
  const gateway = deps.provider;
  if (!isSandbox(gateway) || app.config.NODE_ENV === 'production') return;
  const langOf = (hl: unknown, headers: Record<string, string | string[] | undefined>) => (isLang(hl) ? hl : requestLang(undefined, headers));
  const noOf = (no: string) => (/^[A-Za-z0-9_|*-]{6,32}$/.test(no) ? no : '');

  app.get<PayRequest>(`${SANDBOX_PAGE_PREFIX}/:no`, async (request, reply) => {
    const no = noOf(request.params.no);
    const tx = no ? await gateway.transaction(no) : null;
    const query = new URLSearchParams(request.query);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return reply.code(tx ? 200 : 404).send(renderCashier(langOf(request.query.hl, request.headers), query, { tx, scan: request.query.scan === '1' }));
  });

  app.post<PayRequest>(`${SANDBOX_PAGE_PREFIX}/:no`, async (request, reply) => {
    const no = noOf(request.params.no);
    const body = request.body ?? {};
    const scan = body.scan === '1';
    const tx = no ? await gateway.transaction(no) : null;
    if (!tx) return reply.code(404).type('text/html; charset=utf-8').send(renderCashier(langOf(body.hl, request.headers), new URLSearchParams(), { tx, scan }));
    if (body.decision === 'approve') {
      const result = await gateway.approve(no);
      if (result.ok && result.delivered !== undefined && (result.delivered < 200 || result.delivered > 299)) {
        deps.log.warn({ out_trade_no: no, status: result.delivered }, 'sandbox callback was not acknowledged');
      }
    } else if (body.decision === 'decline') {
      if (await gateway.decline(no)) await refreshAttempt(deps, no);
    }
    const query = new URLSearchParams({ hl: langOf(body.hl, request.headers), ...(scan ? { scan: '1' } : {}) });
    // the cashier shows the outcome when scanned; otherwise the payer goes back to the shop
    return reply.redirect(scan ? `${SANDBOX_PAGE_PREFIX}/${no}?${query.toString()}` : tx.returnUrl, 303);
  });
}
