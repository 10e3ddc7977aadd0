// Arabic texts of the sources area.
import type { Translation } from '../../core/i18n';
import type { textBook } from './messages.en';

export const sourcesAr: Translation<typeof textBook> = {
  title: 'المصادر',
  filters: 'تصفية المصادر',
  empty: 'لم يتم العثور على مصادر.',
  create: 'مصدر جديد',
  'field.q': 'بحث',
  'field.qPlaceholder': 'العنوان أو اسم المستخدم',
  'field.title': 'العنوان',
  'field.kind': 'النوع',
  'field.username': 'اسم المستخدم',
  'field.usernameHint': 'من دون @',
  'field.externalId': 'المعرّف في الشبكة',
  'field.enabled': 'مفعّل',
  'field.lastFetched': 'آخر جلب',
  'field.messages': 'الرسائل',
  'kind.channel': 'قناة',
  'kind.group': 'مجموعة',
  'kind.bot': 'روبوت',
  enable: 'تفعيل',
  disable: 'تعطيل',
  delete: 'حذف',
  toggleLabel: 'مفعّل: {title}',
  showMessages: 'عرض الرسائل',
  enabledToast: 'تم تفعيل المصدر: {title}',
  disabledToast: 'تم تعطيل المصدر: {title}',
};
