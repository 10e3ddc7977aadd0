// Arabic texts of the orders area.
import type { Translation } from '../../core/i18n';
import type { textBook } from './messages.en';

export const ordersAr: Translation<typeof textBook> = {
  title: 'الطلبات',
  filters: 'تصفية الطلبات',
  empty: 'لم يتم العثور على طلبات.',
  create: 'طلب جديد',
  'field.qPlaceholder': 'الرقم أو الملاحظة أو اسم المشتري',
  'field.number': 'الرقم',
  'field.buyer': 'المشتري',
  'field.channel': 'القناة',
  'field.amount': 'المبلغ',
  'field.currency': 'العملة',
  'field.placedAt': 'تاريخ الطلب',
  'field.note': 'ملاحظة',
  'field.placed': 'تاريخ الطلب',
  'move.paid': 'وضع علامة مدفوع',
  'move.in_progress': 'بدء التنفيذ',
  'move.completed': 'إكمال',
  'move.cancelled': 'إلغاء الطلب',
  'move.refunded': 'استرداد',
  moveTitle: '{move}: {number}؟',
  moveBody: 'ينتقل الطلب {number} من "{from}" إلى "{to}".',
  moveDone: 'الطلب {number}: {to}',
};
