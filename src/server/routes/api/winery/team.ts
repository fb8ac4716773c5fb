import type { FastifyInstance } from 'fastify';
import { teamList } from '../../../../contract/content';
import type { TeamCategory } from '../../../db/content-schema';
import { richText, siteImages, text } from '../../../domain/content';
import { ok } from '../../../plugins/api';
import { registerRead } from '../../../plugins/read-call';

/** The team tabs of spec §9, always both, in this order (an empty tab answers an empty list). */
export const TEAM_TABS: readonly TeamCategory[] = [1, 5];

/** /api/winery/team/list: the team grouped by `categroy` (the spec's spelling). */
export default async function team(app: FastifyInstance) {
  registerRead(app, teamList, async (_input, lang) => {
    const rows = await app.db
      .selectFrom('team_members')
      .selectAll()
      .where('switch', '=', 1)
      .where('category', 'in', [...TEAM_TABS])
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return ok(
      TEAM_TABS.map((categroy) => ({
        categroy,
        list: rows
          .filter((row) => row.category === categroy)
          .map((row) => ({
            id: row.id,
            images: siteImages(row.images),
            name: text(row.name, lang),
            jobtime: row.jobtime,
            position: text(row.position, lang),
            content: richText(row.content, lang),
          })),
      })),
    );
  });
}
