// Arabic texts of the dashboard.
import type { Translation } from '../../core/i18n';
import type { textBook } from './messages.en';

export const dashboardAr: Translation<typeof textBook> = {
  title: 'لوحة المعلومات',
  loading: 'جارٍ تحميل لوحة المعلومات…',
  failed: 'تعذّر تحميل لوحة المعلومات',
  counts: 'السجلات في كل قسم',
  open: 'فتح {area}',
  tasksByStatus: 'المهام حسب الحالة',
  messagesPerDay: 'الرسائل يوميًا، آخر 30 يومًا',
  messagesTotal: {
    zero: 'لا رسائل في 30 يومًا',
    one: 'رسالة واحدة في 30 يومًا',
    two: 'رسالتان في 30 يومًا',
    few: '{count} رسائل في 30 يومًا',
    many: '{count} رسالة في 30 يومًا',
    other: '{count} رسالة في 30 يومًا',
  },
  chartLoading: 'جارٍ تحميل المخطط…',
  chartFailed: 'تعذّر تحميل المخطط.',
  day: 'اليوم',
  count: 'الرسائل',
  revenue: 'إيرادات هذا الشهر',
  revenueOrders: {
    zero: 'لا طلبات مدفوعة أو مكتملة في {month}',
    one: 'طلب واحد مدفوع أو مكتمل في {month}',
    two: 'طلبان مدفوعان أو مكتملان في {month}',
    few: '{count} طلبات مدفوعة أو مكتملة في {month}',
    many: '{count} طلبًا مدفوعًا أو مكتملًا في {month}',
    other: '{count} طلب مدفوع أو مكتمل في {month}',
  },
  noRevenue: 'لا توجد طلبات مدفوعة هذا الشهر بعد.',
  latestTasks: 'أحدث المهام',
  myTasks: 'مهامي',
  myTasksTotal: {
    zero: 'لا مهام مفتوحة لك',
    one: 'مهمة واحدة مفتوحة لك',
    two: 'مهمتان مفتوحتان لك',
    few: '{count} مهام مفتوحة لك',
    many: '{count} مهمة مفتوحة لك',
    other: '{count} مهمة مفتوحة لك',
  },
  noTasks: 'لا توجد مهام.',
  noMyTasks: 'لا توجد مهام مفتوحة مسندة إليك.',
  hidden: 'لا يحق لك رؤية هذا.',
  asOf: 'حتى {date}',
};
