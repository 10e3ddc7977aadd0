// Arabic texts of the links area.
import type { Translation } from '../../core/i18n';
import type { textBook } from './messages.en';

export const linksAr: Translation<typeof textBook> = {
  title: 'الروابط',
  filters: 'تصفية الروابط',
  empty: 'لم يتم العثور على روابط.',
  create: 'رابط جديد',
  'field.qPlaceholder': 'العنوان أو الرابط',
  'field.title': 'العنوان',
  'field.url': 'الرابط',
  'field.kind': 'النوع',
  'field.channel': 'القناة',
  'field.clicks': 'النقرات',
  'field.active': 'نشط',
  'field.expires': 'ينتهي في',
  'field.expired': 'منتهي الصلاحية',
  'kind.invite': 'دعوة',
  'kind.referral': 'إحالة',
  'kind.external': 'خارجي',
  expired: 'منتهي الصلاحية',
  inactive: 'غير نشط',
  copy: 'نسخ الرابط',
  copied: 'تم نسخ الرابط: {title}',
  deactivate: 'إلغاء التنشيط',
  activate: 'تنشيط',
  deactivateTitle: 'إلغاء تنشيط {title}؟',
  deactivateBody: 'لن يصل من يتبع هذا الرابط إلى وجهته بعد الآن.',
  deactivated: 'تم إلغاء التنشيط: {title}',
  activated: 'تم التنشيط: {title}',
};
