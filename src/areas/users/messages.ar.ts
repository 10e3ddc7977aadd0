// Arabic texts of the users area.
import type { Translation } from '../../core/i18n';
import type { textBook } from './messages.en';

export const usersAr: Translation<typeof textBook> = {
  title: 'المستخدمون',
  filters: 'تصفية المستخدمين',
  empty: 'لم يتم العثور على مستخدمين.',
  create: 'مستخدم جديد',
  'field.qPlaceholder': 'الاسم أو اسم المستخدم أو الهاتف',
  'field.name': 'الاسم',
  'field.username': 'اسم المستخدم',
  'field.phone': 'الهاتف',
  'field.language': 'اللغة',
  'field.languageHint': 'رمز لغة مثل en أو pt-BR',
  'field.lastSeen': 'آخر ظهور',
};
