// Arabic texts of the system-user manager.
import type { Translation } from '../../core/i18n';
import type { textBook } from './messages.en';

export const sysUsersAr: Translation<typeof textBook> = {
  title: 'مستخدمو النظام',
  tableLabel: 'مستخدمو النظام',
  empty: 'لا يوجد مستخدمو نظام يطابقون عوامل التصفية هذه.',
  'column.name': 'الاسم',
  'column.email': 'البريد الإلكتروني',
  'column.roles': 'الأدوار',
  'column.lastLogin': 'آخر تسجيل دخول',
  you: 'أنت',
  noRoles: 'بلا دور',

  'filter.label': 'تصفية مستخدمي النظام',
  'filter.qPlaceholder': 'الاسم أو البريد الإلكتروني…',
  'filter.email': 'البريد الإلكتروني يحتوي على',
  'filter.emailPlaceholder': 'name@example.com',
  'filter.role': 'الدور',

  'role.SA': 'SA',
  'role.ADMIN': 'مسؤول',
  'role.EDITOR': 'محرّر',
  'role.GUEST': 'ضيف',
  'roleHint.SA': 'مسؤول أعلى: كل شيء، بما في ذلك حسابات SA',
  'roleHint.ADMIN': 'كل أقسام وحدة التحكم',
  'roleHint.EDITOR': 'يحرّر المهام والرسائل والفئات والقنوات',
  'roleHint.GUEST': 'يطّلع على بعض الأقسام',

  'action.create': 'مستخدم جديد',
  'action.disable': 'تعطيل',
  'action.enable': 'تفعيل',
  'action.delete': 'حذف',

  'form.createTitle': 'مستخدم نظام جديد',
  'form.name': 'الاسم',
  'form.email': 'البريد الإلكتروني',
  'form.password': 'كلمة المرور',
  'form.passwordHint': '{min} أحرف على الأقل.',
  'form.roles': 'الأدوار',
  'form.create': 'إنشاء المستخدم',
  'form.save': 'حفظ التغييرات',
  'form.saOnly': 'لا يمنح دور SA أو يغيّر حسابات SA إلا حساب SA.',

  'rule.nameRequired': 'أدخل اسمًا.',
  'rule.nameTooLong': 'استخدم {max} حرفًا على الأكثر.',
  'rule.emailRequired': 'أدخل بريدًا إلكترونيًا.',
  'rule.emailInvalid': 'أدخل بريدًا إلكترونيًا صالحًا، مثل name@example.com.',
  'rule.emailTooLong': 'استخدم {max} حرفًا على الأكثر.',
  'rule.passwordRequired': 'أدخل كلمة مرور.',
  'rule.passwordTooShort': 'استخدم {min} أحرف على الأقل.',
  'rule.passwordTooLong': 'استخدم {max} حرفًا على الأكثر.',
  'rule.rolesRequired': 'اختر دورًا واحدًا على الأقل.',

  'confirm.disableTitle': 'تعطيل {name}؟',
  'confirm.disableBody': 'لن يتمكن {email} من تسجيل الدخول حتى يُعاد تفعيل الحساب.',
  'confirm.deleteTitle': 'حذف {name}؟',
  'confirm.deleteBody': 'سيُحذف الحساب {email} نهائيًا. لا يمكن التراجع عن ذلك.',

  'toast.disabled': 'تم تعطيل {name}',
  'toast.enabled': 'تم تفعيل {name}',
  'toast.deleted': 'تم حذف {name}',
  'toast.statusFailed': 'تعذّر تغيير الحالة',
  'toast.deleteFailed': 'تعذّر حذف المستخدم',
};
