// Arabic texts of the buyers area.
import type { Translation } from '../../core/i18n';
import type { textBook } from './messages.en';

export const buyersAr: Translation<typeof textBook> = {
  title: 'المشترون',
  filters: 'تصفية المشترين',
  empty: 'لم يتم العثور على مشترين.',
  create: 'مشترٍ جديد',
  'field.qPlaceholder': 'الاسم أو البريد الإلكتروني أو الشركة',
  'field.name': 'الاسم',
  'field.email': 'البريد الإلكتروني',
  'field.phone': 'الهاتف',
  'field.company': 'الشركة',
  'field.balance': 'الرصيد',
  'field.currency': 'العملة',
  'field.orders': 'الطلبات',
  latestOrders: 'أحدث الطلبات',
  noOrders: 'لا توجد طلبات بعد.',
  ordersFailed: 'تعذّر تحميل الطلبات.',
};
