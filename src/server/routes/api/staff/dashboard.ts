import type { FastifyInstance } from 'fastify';
import { staffDashboard, staffDashboardSeries } from '../../../../contract/staff-console';
import { dashboard, dashboardSeries } from '../../../domain/staff-dashboard';
import { ok, registerCall } from '../../../plugins/api';

/** The console's home: today's and tomorrow's work, and the last weeks' orders and bookings. */
export default async function staffDashboardRoutes(app: FastifyInstance) {
  registerCall(app, staffDashboard, async () => ok(await dashboard(app.db)));
  registerCall(app, staffDashboardSeries, async ({ days }) => ok({ days: await dashboardSeries(app.db, days) }));
}
