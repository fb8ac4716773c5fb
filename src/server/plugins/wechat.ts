import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createWechatProvider, type WechatProvider } from '../providers/wechat';
import type { FetchLike } from '../providers/wechat/oauth';
import { wechatSandbox } from '../providers/wechat/sandbox';

declare module 'fastify' {
  interface FastifyInstance {
    wechat: WechatProvider;
  }
}

/**
 * WeChat sign-in provider as `app.wechat`. With the sandbox (outside production) this also
 * serves the sandbox's consent page and API; the adapter reaches that API in-process, so no
 * port or outside network is needed.
 */
async function wechat(app: FastifyInstance) {
  const local: FetchLike = async (url) => {
    const { pathname, search } = new URL(url);
    const answer = await app.inject({ method: 'GET', url: pathname + search });
    return { status: answer.statusCode, text: async () => answer.body };
  };
  const provider = createWechatProvider(app.config, local);
  if (provider.kind === 'sandbox') {
    if (provider.available) {
      await app.register(wechatSandbox({ appId: provider.appId, appSecret: provider.appSecret }));
    } else {
      app.log.warn('WECHAT_PROVIDER=sandbox in production: WeChat sign-in is unavailable');
    }
  }
  app.decorate('wechat', provider);
}

export default fp(wechat, { name: 'wechat', dependencies: ['db'] });
