// Arabic texts of the sign-in area.
import type { Translation } from '../../core/i18n';
import type { textBook } from './messages.en';

export const signInAr: Translation<typeof textBook> = {
  methods: 'طريقة تسجيل الدخول',
  methodEmail: 'البريد الإلكتروني',
  methodPhone: 'الهاتف',

  phoneTitle: 'تسجيل الدخول بهاتفك',
  phoneIntro: 'سنرسل رمز تسجيل الدخول إلى هذا الرقم.',
  phone: 'الهاتف',
  phoneHint: 'بالصيغة الدولية، مثل ‎+15550000002',
  phoneRequired: 'أدخل رقم هاتفك.',
  phoneInvalid: 'استخدم + متبوعة بـ 7 إلى 15 رقمًا.',
  sendCode: 'إرسال الرمز',

  codeSent: 'أرسلنا رمزًا إلى {phone}.',
  code: 'الرمز',
  codeRequired: 'أدخل الرمز الوارد في الرسالة.',
  codeInvalid: 'يتكوّن الرمز من 4 إلى 8 أرقام.',
  verifyCode: 'تحقّق',
  resendIn: 'إعادة إرسال الرمز بعد {seconds} ث',
  resend: 'إعادة إرسال الرمز',
  changePhone: 'تغيير الهاتف',

  passwordIntro: 'يطلب هذا الحساب كلمة المرور أيضًا.',
  passwordSubmit: 'تسجيل الدخول',
  startOver: 'البدء من جديد',

  signedInTitle: 'تم تسجيل الدخول',
  roles: 'الأدوار',
  noRoles: 'بلا أدوار',
  phoneSession: 'تسجيل الدخول بالهاتف',
  phoneSessionActive: 'نشط',
  phoneSessionInactive: 'غير نشط',
  phoneSessionChecking: 'جارٍ التحقق…',
  lastFetched: 'آخر جلب للبيانات',
  never: 'أبدًا',
  statusFailed: 'تعذّرت قراءة حالة تسجيل الدخول بالهاتف: {message}',
  signOut: 'تسجيل الخروج',
};
