// What each area's element holds, for the Custom Elements Manifest and the elements' help: build-time text, kept out of area-list.ts (which the console's first screen loads).
import type { AreaKey } from './area-list';

export const AREA_DESCRIPTIONS: Record<AreaKey, string> = {
  tasks:
    'Tasks: filters, pagination, sorting, status, assignee and reviews, bulk status changes and delete, CSV export.',
  channels: 'Channels: filters, enabled / autopost / purpose, category and suggestions.',
  sysUsers:
    'System users: filters, create, edit, roles and status, bulk enable / disable / delete, CSV export.',
  sources:
    'Sources: kind / enabled filters, inline enable, last fetch, link to their messages, bulk and CSV export.',
  users:
    'Users of the messaging network: status / language filters, block and unblock, last seen, bulk and CSV export.',
  buyers: 'Buyers: status filter, balance, latest orders, block and unblock, bulk and CSV export.',
  orders:
    'Orders: status, buyer, channel and date filters, amounts, confirmed status moves, bulk and CSV export.',
  links:
    'Links: kind, active, channel and expiry filters, clicks, copy address, deactivate, bulk and CSV export.',
  messages:
    'Messages: search, status, source, media and date filters; thumbnails; a drawer with the text, media gallery, moderation moves, category and "Create task about this message"; bulk approve / reject.',
  categories:
    'Categories: search and active filters, create, edit, activate, route count, and a route editor choosing the target channels each category publishes to.',
  permissions:
    'Permissions: roles by permissions grouped by area with descriptions; SA locked; staged changes confirmed as a diff and saved per role.',
  dashboard:
    'Dashboard: a count per area with a link, tasks by status, messages per day (chart loaded lazily), revenue this month, latest tasks and my tasks.',
};
