import type { FastifyInstance } from 'fastify';
import { SHARE_TARGETS, shareInfoGet } from '../../../contract/content';
import { findShareCard } from '../../domain/share-info';
import { fail, ok, registerCall } from '../../plugins/api';
import { publicOrigin } from '../../providers/wechat';

/**
 * Content host /cms/getShareInfo (spec §2, §4): the WeChat share card of ActiveDetail and
 * SeriesDetail (by Pid), ReportDetails and Reservation (by id), with the picture and the link as
 * absolute URLs on PUBLIC_URL (else the request's own origin); the link opens the hash route.
 */
export default async function shareInfo(app: FastifyInstance) {
  registerCall(app, shareInfoGet, async (input, { lang, request }) => {
    const card = await findShareCard(app.db, input.module, input.ids, lang);
    if (!card) return fail('error.notFound');
    const origin = publicOrigin(app.config, request);
    const target = SHARE_TARGETS[input.module];
    return ok({
      title: card.title,
      intro: card.intro,
      thumb_image: `${origin}${card.image}`,
      link: `${origin}/#${target.path}?${target.query}=${input.ids}`,
    });
  });
}
