import wx from 'weixin-js-sdk';
import { fromPromise } from 'xstate';
import type { ShareTarget, ShareText, WechatShareContext } from '../../../../machines/wechat-share.machine';
import { DEFAULT_SHARE_IMAGE, jssdkBuildConfig, shareInfoGet } from '../../../contract/content';
import { unwrap } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { fetchSiteTexts } from '../../lib/site-texts';

const JS_API: wx.jsApiList = ['updateAppMessageShareData', 'updateTimelineShareData', 'hideMenuItems', 'showMenuItems'];
/** The share ("传播类") items of WeChat's menu: shown on share targets, hidden elsewhere. */
const SHARE_MENU: Array<'menuItem:share:appMessage' | 'menuItem:share:timeline' | 'menuItem:share:qq' | 'menuItem:share:weiboApp' | 'menuItem:share:QZone' | 'menuItem:favorite'> = [
  'menuItem:share:appMessage',
  'menuItem:share:timeline',
  'menuItem:share:qq',
  'menuItem:share:weiboApp',
  'menuItem:share:QZone',
  'menuItem:favorite',
];

const absolute = (url: string) => new URL(url.replace(/^\//, ''), location.href.split('#')[0]).href;

/** Signs the page on our server, then configures the SDK and waits for WeChat's verdict. */
export const signPage = fromPromise<void, { url: string }>(async ({ input }) => {
  const config = await unwrap(jssdkBuildConfig, { url: input.url });
  await new Promise<void>((resolve, reject) => {
    wx.config({ debug: false, ...config, jsApiList: JS_API });
    wx.ready(() => resolve());
    wx.error((failure) => reject(new Error(failure.errMsg)));
  });
});

/** The default share card: the site texts' share title and intro (staff edit them), asked for once a page load. */
let siteDefault: Promise<ShareText | null> | null = null;
function defaultShare(): Promise<ShareText | null> {
  siteDefault ??= fetchSiteTexts().then(
    (site) => ({ title: site.share_title, intro: site.share_intro, thumb_image: '', link: '' }),
    () => {
      siteDefault = null;
      return null;
    },
  );
  return siteDefault;
}

/** The target's card; when that cannot be had, the default card of the site texts (the page's own link and the default picture, a JPEG: WeChat shows no SVG). */
export const fetchShareInfo = fromPromise<ShareText, ShareTarget>(async ({ input }) => {
  try {
    return await unwrap(shareInfoGet, { module: input.module, ids: input.id });
  } catch (error) {
    const fallback = await defaultShare();
    if (fallback) return fallback;
    throw error;
  }
});

export function hideShareMenu() {
  wx.hideMenuItems({ menuList: SHARE_MENU });
}

/** The target's share text (or the site texts' default card), else — neither to be had — the brand's name and tagline. */
export function shareData(context: Pick<WechatShareContext, 'share' | 'currentUrl'>) {
  const share = context.share;
  return {
    title: share?.title || t('brand.name'),
    desc: share?.intro || t('brand.tagline'),
    link: absolute(share?.link || context.currentUrl),
    imgUrl: absolute(share?.thumb_image || DEFAULT_SHARE_IMAGE),
  };
}

export function applyShare({ context }: { context: WechatShareContext }) {
  const data = shareData(context);
  wx.showMenuItems({ menuList: SHARE_MENU });
  wx.updateAppMessageShareData({ ...data, success: () => {} });
  wx.updateTimelineShareData({ title: data.title, link: data.link, imgUrl: data.imgUrl, success: () => {} });
}
