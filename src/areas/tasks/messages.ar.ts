// Arabic texts of the tasks area.
import type { Translation } from '../../core/i18n';
import type { taskCreateBook } from '../kit/task-create.en';
import type { taskDetailBook } from './detail-messages.en';
import type { textBook } from './messages.en';

export const tasksAr: Translation<typeof textBook> &
  Translation<typeof taskDetailBook> &
  Translation<typeof taskCreateBook> = {
  title: 'المهام',
  tableLabel: 'المهام',
  filters: 'تصفية المهام',
  empty: 'لا توجد مهام تطابق عوامل التصفية هذه.',
  emptyHint: 'غيّر عوامل التصفية أو أعد ضبطها، أو أنشئ مهمة.',

  'column.title': 'العنوان',
  'column.status': 'الحالة',
  'column.priority': 'الأولوية',
  'column.assignee': 'المسؤول',
  'column.due': 'الاستحقاق',
  'column.created': 'تاريخ الإنشاء',

  'filter.q': 'بحث',
  'filter.qPlaceholder': 'العنوان أو الوصف…',
  'filter.status': 'الحالة',
  'filter.priority': 'الأولوية',
  'filter.assignee': 'المسؤول',
  'filter.creator': 'المنشئ',
  'filter.message': 'معرّف الرسالة',
  'filter.messagePlaceholder': 'الصق معرّف UUID للرسالة',
  'filter.messageInvalid': 'معرّف الرسالة هو UUID كامل، مثل 0b7c5e9a-1f1e-4c1b-9d1a-2a6f3c4d5e6f.',
  'filter.created': 'تاريخ الإنشاء',

  unassigned: 'غير مسندة',
  unknownUser: 'مستخدم غير معروف',
  noDue: '—',

  'bulk.start': 'بدء',
  'bulk.done': 'تعليم كمنجزة',
  'bulk.cancel': 'إلغاء المهام',
  'bulk.delete': 'حذف',

  'create.open': 'مهمة جديدة',
  'create.title': 'مهمة جديدة',
  'create.submit': 'إنشاء المهمة',
  'create.titleField': 'العنوان',
  'create.titleRequired': 'أدخل عنوانًا.',
  'create.description': 'الوصف',
  'create.priority': 'الأولوية',
  'create.assignee': 'المسؤول',
  'create.due': 'تاريخ الاستحقاق',
  'create.done': 'تم إنشاء المهمة "{title}"',

  'drawer.fields': 'تفاصيل المهمة',
  'drawer.description': 'الوصف',
  'drawer.noDescription': 'لا يوجد وصف.',
  'drawer.status': 'الحالة',
  'drawer.priority': 'الأولوية',
  'drawer.assignee': 'المسؤول',
  'drawer.creator': 'المنشئ',
  'drawer.message': 'الرسالة',
  'drawer.noMessage': 'لا شيء',
  'drawer.showMessageTasks': 'عرض المهام المتعلقة بهذه الرسالة',
  'drawer.due': 'الاستحقاق',
  'drawer.created': 'تاريخ الإنشاء',
  'drawer.updated': 'آخر تحديث',
  'drawer.statusChanged': 'تم تعيين الحالة إلى {status}',
  'drawer.assigneeChanged': 'تم الإسناد إلى {name}',
  'drawer.unassignedDone': 'أُلغي إسناد المهمة',
  'drawer.changeFailed': 'تعذّر تغيير المهمة',

  'reviews.title': 'المراجعات',
  'reviews.empty': 'لا توجد مراجعات بعد.',
  'reviews.loading': 'جارٍ تحميل المراجعات…',
  'reviews.by': '{name} · {when}',
  'reviews.add': 'إضافة مراجعة',
  'reviews.verdict': 'القرار',
  'reviews.comment': 'تعليق',
  'reviews.submit': 'إضافة المراجعة',
  'reviews.done': 'تمت إضافة المراجعة',
  'reviews.failed': 'تعذّرت إضافة المراجعة',
};
