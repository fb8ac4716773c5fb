import { createActor } from 'xstate';
import { wechatShareMachine, type ShareTarget, type WechatShareInput } from '../../../../machines/wechat-share.machine';
import { applyShare, fetchShareInfo, hideShareMenu, signPage } from './share.actors';

/**
 * Loaded only inside WeChat (a chunk of its own, with the JS-SDK): runs the share machine and
 * hands it every route change.
 */
export function startSharing(input: WechatShareInput) {
  const actor = createActor(
    wechatShareMachine.provide({
      actors: { signPage, fetchShareInfo },
      actions: { hideShareMenu, applyShare },
    }),
    { input },
  ).start();
  return {
    routeChanged: (target: ShareTarget | null, url: string) => actor.send({ type: 'ROUTE_CHANGED', target, url }),
    stop: () => actor.stop(),
  };
}
