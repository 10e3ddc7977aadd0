// Arabic texts of the permission matrix.
import type { Translation } from '../../core/i18n';
import type { textBook } from './messages.en';

export const permissionsAr: Translation<typeof textBook> = {
  title: 'الصلاحيات',
  tableLabel: 'صلاحيات كل دور',
  permission: 'الصلاحية',
  loading: 'جارٍ تحميل الأدوار والصلاحيات…',
  failed: 'تعذّر تحميل الأدوار والصلاحيات',
  'group.special': 'خاصة',
  locked: 'يملك {role} كل الصلاحيات ولا يمكن تغييره.',
  readOnly: 'يمكنك الاطلاع على الصلاحيات دون تغييرها.',
  toggle: '{role}: {code}',
  staged: 'تغييرات غير محفوظة',
  save: 'حفظ التغييرات',
  discard: 'تجاهل',
  confirmTitle: 'حفظ تغييرات الصلاحيات هذه؟',
  confirmBody:
    'تتغير الأدوار كما هو مذكور؛ يرى المستخدمون المسجّلون ذلك عند تسجيل الدخول التالي أو التحديث.',
  saved: 'تم حفظ الصلاحيات: {roles}',
  saveFailed: 'تعذّر حفظ صلاحيات {role}',
};
