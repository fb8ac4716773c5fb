import type { FastifyInstance } from 'fastify';
import { rotationList } from '../../../../contract/content';
import { safeLink, shownRotations, siteImage, text } from '../../../domain/content';
import { ok } from '../../../plugins/api';
import { registerRead } from '../../../plugins/read-call';

/** /api/winery/rotation/getRotationList: the home carousel's slides. */
export default async function rotation(app: FastifyInstance) {
  registerRead(app, rotationList, async (_input, lang) => {
    const rows = await shownRotations(app.db).selectAll().execute();
    return ok(
      rows.map((row) => ({
        id: row.id,
        title: text(row.title, lang),
        entitle: row.entitle,
        intro: text(row.intro, lang),
        image: siteImage(row.image),
        link: safeLink(row.link),
      })),
    );
  });
}
