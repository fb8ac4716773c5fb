import type { FastifyInstance } from 'fastify';
import { staffAuditExport, staffAuditList, staffAuditVerify } from '../../../../contract/staff-auth';
import { verifyAudit } from '../../../domain/staff-audit';
import { exportAudit, listAudit } from '../../../domain/staff-audit-trail';
import { ok, registerCall } from '../../../plugins/api';

/** The audit trail for owners and the auditor: read, export, verify the chain. */
export default async function staffAuditRoutes(app: FastifyInstance) {
  registerCall(app, staffAuditList, async ({ pageno, pagesize, lang: _lang, ...filter }) => ok(await listAudit(app.db, filter, { pageno, pagesize })));
  registerCall(app, staffAuditExport, async ({ lang: _lang, ...filter }) => ok(await exportAudit(app.db, filter)));
  registerCall(app, staffAuditVerify, async () => ok(await verifyAudit(app.db)));
}
