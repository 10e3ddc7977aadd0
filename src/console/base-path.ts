// The console's base path, as its attribute may spell it.

/** `/admin/` and `admin` both mean `/admin`; empty means the site root. */
export function normalizeBasePath(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  if (!trimmed) return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** Whether a console in browser routing is the page itself: directly in <body>. */
export function isStandalonePage(host: HTMLElement | null): boolean {
  return host?.parentElement === host?.ownerDocument.body;
}
