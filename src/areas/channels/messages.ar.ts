// Arabic texts of the channel table.
import type { Translation } from '../../core/i18n';
import type { textBook } from './messages.en';

export const channelsAr: Translation<typeof textBook> = {
  title: 'القنوات',
  tableLabel: 'القنوات',
  filters: 'تصفية القنوات',
  emptyTitle: 'لم يتم العثور على قنوات.',

  'filter.q': 'بحث',
  'filter.qPlaceholder': 'العنوان أو اسم المستخدم',
  'filter.enabled': 'مفعّلة',
  'filter.autopost': 'النشر التلقائي',
  'filter.purpose': 'الغرض',
  'filter.category': 'الفئة',

  'column.title': 'القناة',
  'column.kind': 'النوع',
  'column.purpose': 'الغرض',
  'column.category': 'الفئة',
  'column.members': 'الأعضاء',
  'column.enabled': 'مفعّلة',
  'column.autopost': 'النشر التلقائي',
  'column.actions': 'الإجراءات',

  'purpose.source': 'مصدر',
  'purpose.target': 'هدف',
  'purpose.both': 'مصدر وهدف',
  noCategory: 'بلا فئة',
  unknownCategory: 'فئة غير معروفة',

  'bulk.enable': 'تفعيل',
  'bulk.disable': 'تعطيل',
  'bulk.autopostOn': 'تشغيل النشر التلقائي',
  'bulk.autopostOff': 'إيقاف النشر التلقائي',
  'toggle.enabled': 'مفعّلة: {title}',
  'toggle.autopost': 'النشر التلقائي: {title}',
  'toggle.enabledFailed': 'تعذّر تغيير "مفعّلة" لـ {title}',
  'toggle.autopostFailed': 'تعذّر تغيير "النشر التلقائي" لـ {title}',

  editLabel: 'تعديل {title}',
  saved: 'تم حفظ القناة',
  saveFailed: 'تعذّر حفظ القناة',

  add: 'إضافة قناة',
  addTitle: 'إضافة قناة من الاقتراحات',
  addHint: 'ابحث في المجموعات والقنوات التي تعرفها الشبكة، الأكبر أولًا. المضافة مميّزة.',
  suggestionSearch: 'البحث في المجموعات والقنوات',
  suggestionsLabel: 'الاقتراحات',
  suggestionsCount: {
    zero: '{shown} من {total} نتيجة',
    one: '{shown} من نتيجة واحدة',
    two: '{shown} من نتيجتين',
    few: '{shown} من {total} نتائج',
    many: '{shown} من {total} نتيجة',
    other: '{shown} من {total} نتيجة',
  },
  suggestionsEmpty: 'لا توجد مجموعات أو قنوات مطابقة.',
  suggestionsLoading: 'جارٍ البحث…',
  suggestionsMore: 'عرض المزيد',
  addOne: 'إضافة',
  addOneLabel: 'إضافة {title}',
  added: 'مضافة',
  addedLabel: 'مضافة: {title}',
  addedToast: 'تمت إضافة القناة: {title}',
  addFailed: 'تعذّرت إضافة القناة',
  close: 'إغلاق',
};
