import type { FastifyInstance } from 'fastify';
import { jssdkBuildConfig } from '../../../../contract/content';
import { cachedTicketSource, fixedTicketSource, type JsapiTicketSource } from '../../../domain/jsapi-ticket';
import { fail, ok, registerCall } from '../../../plugins/api';
import { publicOrigin } from '../../../providers/wechat';
import { createJssdkClient, jsapiSignature, nonceStr } from '../../../providers/wechat/jssdk';

const WECHAT_API_BASE = 'https://api.weixin.qq.com';

/** Whether `url` is a page of ours: http(s) on the host of PUBLIC_URL, else of the request. */
export function isOwnPage(url: string, origin: string): boolean {
  try {
    const page = new URL(url);
    return (page.protocol === 'https:' || page.protocol === 'http:') && page.host === new URL(origin).host;
  } catch {
    return false;
  }
}

/**
 * /api/wechat/jssdk/buildConfig: the `wx.config` signature for a page of ours (spec §7; the
 * browser sends the URL WeChat will check: the current one on Android, the entry one on iOS).
 * With WECHAT_PROVIDER=real the ticket comes from WeChat through the shared cache; with the
 * sandbox it is a fixed development ticket (not in production).
 */
export default async function jssdk(app: FastifyInstance) {
  const { wechat, config } = app;
  let source: JsapiTicketSource | null = null;
  if (wechat.kind === 'real') {
    const client = createJssdkClient({ appId: wechat.appId, appSecret: wechat.appSecret, apiBase: config.WECHAT_API_BASE ?? WECHAT_API_BASE });
    source = cachedTicketSource(app.db, client);
  } else if (wechat.available) {
    source = fixedTicketSource(wechat.appId);
  }

  registerCall(app, jssdkBuildConfig, async (input, { request }) => {
    if (!isOwnPage(input.url, publicOrigin(config, request))) return fail('share.urlNotAllowed');
    if (!source) return fail('share.unavailable');
    const ticket = await source.ticket();
    if (!ticket.ok) {
      request.log.warn({ errcode: ticket.errcode, errmsg: ticket.errmsg }, 'jsapi_ticket unavailable');
      return fail('share.unavailable');
    }
    const timestamp = Math.floor(Date.now() / 1000);
    const nonce = nonceStr();
    return ok({
      appId: source.appId,
      timestamp,
      nonceStr: nonce,
      signature: jsapiSignature({ ticket: ticket.value, nonceStr: nonce, timestamp, url: input.url }),
    });
  });
}
