// The dashboard's figures: one request for every count, series and short list of the opening screen.
import { api } from '../../core/api/client';
import { type Backend, keyOn, pageBackend } from '../../core/providers/backend';
import type { Dashboard, DashboardParams } from '../schemas';
import { callExtraOnUse } from '../../core/providers/extra-call';

/** Cached under its own group so any area's change can mark it stale. */
export const DASHBOARD_GROUP = 'dashboard';

export const dashboardKey = (params: DashboardParams, backend: Backend = pageBackend) =>
  keyOn([DASHBOARD_GROUP, params] as const, backend);

/** `GET /stats/dashboard`; `date` (YYYY-MM-DD) picks the day the figures are as of. */
export async function getDashboard(
  params: DashboardParams,
  signal?: AbortSignal,
  backend: Backend = pageBackend,
): Promise<Dashboard> {
  // The reference API straight, as a resource does: the dashboard's early request must not wait
  // for the provider code (see resource-transport.ts).
  if (!backend.custom && !backend.auth) {
    const at = backend.base === undefined ? {} : { base: backend.base };
    return api<Dashboard>('/stats/dashboard', { ...at, query: { ...params }, signal });
  }
  const reply = await callExtraOnUse(backend, 'getDashboardStats', 'dashboardStats', (get) =>
    get({ filter: { ...params }, ...(signal ? { signal } : {}) }),
  );
  return reply.data as Dashboard;
}
