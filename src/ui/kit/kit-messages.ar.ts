// Arabic texts of the area kit.
import type { Translation } from '../../core/i18n';
import type { kitTextBook } from './kit-messages';
import type { kitWorkBook } from './kit-work-messages';

export const kitAr: Translation<typeof kitTextBook> & Translation<typeof kitWorkBook> = {
  create: 'إنشاء',
  edit: 'تعديل',
  editLabel: 'تعديل {name}',
  save: 'حفظ',
  cancel: 'إلغاء',
  created: 'تم إنشاء {name}',
  saved: 'تم حفظ {name}',
  saveFailed: 'تعذّر الحفظ',
  actions: 'إجراءات',
  actionsLabel: 'إجراءات {name}',
  actionFailed: 'تعذّر تنفيذ "{action}" على {name}',
  ownRow: 'غير متاح لحسابك',

  'rule.required': 'حقل مطلوب.',
  'rule.tooShort': '{min} أحرف على الأقل.',
  'rule.tooLong': '{max} حرفًا على الأكثر.',
  'rule.email': 'أدخل بريدًا إلكترونيًا مثل name@example.com.',
  'rule.phone': 'أدخل رقم هاتف بالصيغة الدولية، مثل ‎+15550000001.',
  'rule.url': 'أدخل عنوان ويب كاملًا يبدأ بـ http:// أو https://.',
  'rule.number': 'أدخل رقمًا.',
  'rule.integer': 'أدخل عددًا صحيحًا.',
  'rule.min': 'الحد الأدنى {min}.',
  'rule.max': 'الحد الأقصى {max}.',
  'rule.money': 'أدخل مبلغًا مثل 12.50.',
  'rule.date': 'أدخل التاريخ والوقت.',
  'rule.pattern': 'هذه القيمة غير مسموح بها هنا.',
  'rule.chooseAtLeast': 'اختر {min} على الأقل.',
  'rule.chooseAtMost': 'اختر {max} على الأكثر.',

  'reference.placeholder': 'اكتب للبحث',
  'reference.none': 'لا توجد نتائج',
  'reference.searching': 'جارٍ البحث…',
  none: '—',

  selected: 'تم تحديد {count}',
  selectAllMatching: 'تحديد كل النتائج المطابقة للتصفية ({total})',
  allMatching: 'تم تحديد كل النتائج المطابقة للتصفية ({total})',
  clearSelection: 'إلغاء التحديد',
  bulkLabel: 'إجراءات جماعية',
  bulkConfirmTitle: '{action} على {count} عناصر؟',
  bulkConfirmBody: 'ينطبق هذا على {count} عناصر ولا يمكن التراجع عنه.',
  bulkConfirmTitleOne: '{action} على عنصر واحد؟',
  bulkConfirmBodyOne: 'ينطبق هذا على عنصر واحد ولا يمكن التراجع عنه.',
  bulkDone: 'تم تحديث {succeeded}، وفشل {failed}',
  bulkDoneAll: 'تم تحديث {succeeded}',
  bulkDeleted: 'تم حذف {succeeded}، وفشل {failed}',
  bulkDeletedAll: 'تم حذف {succeeded}',
  bulkFailedNames: 'فشل: {names}',
  bulkMore: '{names} و{more} غيرها',
  bulkFailed: 'فشل الإجراء الجماعي',

  export: 'تصدير CSV',
  exporting: 'جارٍ التصدير… {size}',
  exported: 'تم تصدير {rows} صفوف',
  exportFailed: 'فشل التصدير',

  columns: 'الأعمدة',
  columnsReset: 'إعادة ضبط الأعمدة',

  relativeNever: 'أبدًا',
};
