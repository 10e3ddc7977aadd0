// Arabic texts shared by the kit areas.
import type { Translation } from '../../core/i18n';
import type { kitAreaTextBook } from './messages.en';

export const kitAreaAr: Translation<typeof kitAreaTextBook> = {
  block: 'حظر',
  unblock: 'إلغاء الحظر',
  delete: 'حذف',
  blockTitle: 'حظر {name}؟',
  blockBody: 'سيبقى {name} محظورًا إلى أن يلغي أحد الحظر.',
  blockDone: 'تم الحظر: {name}',
  unblockTitle: 'إلغاء حظر {name}؟',
  unblockBody: 'سيعود {name} نشطًا من جديد.',
  unblockDone: 'تم إلغاء الحظر: {name}',
  status: 'الحالة',
  search: 'بحث',
  created: 'تاريخ الإنشاء',
  'channelKind.group': 'مجموعة',
  'channelKind.channel': 'قناة',
  channelMembers: {
    zero: 'لا أعضاء',
    one: 'عضو واحد',
    two: 'عضوان',
    few: '{count} أعضاء',
    many: '{count} عضوًا',
    other: '{count} عضو',
  },
};
