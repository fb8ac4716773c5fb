import type { FastifyInstance } from 'fastify';
import { siteGet } from '../../../../contract/content';
import { parseMapPoint } from '../../../../contract/getting-there';
import { safeLink, siteImage, text } from '../../../domain/content';
import { fail, ok } from '../../../plugins/api';
import { registerRead } from '../../../plugins/read-call';

/**
 * /api/winery/site/get: the site texts (the one row of site_texts) in the requested language —
 * the footer's texts and QR codes, the contact details every page shows, how to get there (the
 * map point only when it parses) and the default share card. Pictures only as site-relative URLs and the microblog link only when safe ('' otherwise).
 */
export default async function site(app: FastifyInstance) {
  registerRead(app, siteGet, async (_input, lang) => {
    const row = await app.db.selectFrom('site_texts').selectAll().where('id', '=', 1).executeTakeFirst();
    if (!row) return fail('error.notFound');
    return ok({
      tagline: text(row.tagline, lang),
      address: text(row.address, lang),
      phone: row.phone,
      email: row.email,
      hours: text(row.hours, lang),
      weibo_url: safeLink(row.weibo_url),
      wechat_qr: siteImage(row.wechat_qr),
      service_qr: siteImage(row.service_qr),
      legal: text(row.legal, lang),
      record: text(row.record, lang),
      share_title: text(row.share_title, lang),
      share_intro: text(row.share_intro, lang),
      getting_there: text(row.getting_there, lang),
      map_point: parseMapPoint(row.map_point),
    });
  });
}
