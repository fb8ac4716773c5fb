import type { FastifyInstance } from 'fastify';
import { staffLifecycleEntity, staffLifecycleExport, staffLifecycleReport, staffLifecycleSearch } from '../../../../contract/staff-lifecycle';
import { exportLifecycleReport, lifecycleReport } from '../../../domain/lifecycle/report';
import { lifecycleOf, searchLifecycles } from '../../../domain/lifecycle/view';
import { fail, ok, registerCall } from '../../../plugins/api';

/** The auditor's view of the lifecycles: search, one entity's path on its drawing, the report and its CSV (reads only). */
export default async function staffLifecycleRoutes(app: FastifyInstance) {
  registerCall(app, staffLifecycleSearch, async ({ lang: _lang, ...search }, { lang }) => ok({ items: await searchLifecycles(app.db, search, lang) }));
  registerCall(app, staffLifecycleEntity, async ({ kind, number }, { lang }) => {
    const found = await lifecycleOf(app.db, kind, number, lang);
    return found.ok ? ok(found.value) : fail(found.key, found.params);
  });
  registerCall(app, staffLifecycleReport, async ({ from, to }, { lang }) => ok(await lifecycleReport(app.db, from, to, lang)));
  registerCall(app, staffLifecycleExport, async ({ from, to, part }, { lang }) => ok(await exportLifecycleReport(app.db, from, to, part, lang)));
}
