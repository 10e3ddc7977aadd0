// The dashboard's figures: one request for every count, series and short list of the opening screen.
import { api } from '../../core/api/client';
import type { Dashboard, DashboardParams } from '../schemas';

/** Cached under its own group so any area's change can mark it stale. */
export const DASHBOARD_GROUP = 'dashboard';

export const dashboardKey = (params: DashboardParams) => [DASHBOARD_GROUP, params] as const;

/** `GET /stats/dashboard`; `date` (YYYY-MM-DD) picks the day the figures are as of. */
export function getDashboard(params: DashboardParams, signal?: AbortSignal): Promise<Dashboard> {
  return api<Dashboard>('/stats/dashboard', { query: params, signal });
}
