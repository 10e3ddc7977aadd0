// Arabic reasons for a feature the back end does not offer.
import type { Translation } from '../core/i18n';
import type { unsupportedBook } from './unsupported-messages';

export const unsupportedAr: Translation<typeof unsupportedBook> = {
  taskReviews: 'لا يوفّر هذا الخادم مراجعات المهام.',
  categoryRoutes: 'لا يوفّر هذا الخادم مسارات الفئات.',
  channelSuggestions: 'لا يوفّر هذا الخادم اقتراحات القنوات.',
  dashboardStats: 'لا يوفّر هذا الخادم أرقام لوحة المعلومات.',
  permissions: 'لا يوفّر هذا الخادم الصلاحيات.',
  rolePermissions: 'لا يوفّر هذا الخادم صلاحيات الأدوار.',
  media: 'لا يوفّر هذا الخادم معاينة الوسائط.',
  other: 'لا يوفّر هذا الخادم هذه الميزة.',
};
