// Arabic texts of the ApexCharts pages without ApexCharts.
import type { Translation } from '../../core/i18n';
import type { apexTextBook } from './apex-messages';

export const apexTextAr: Translation<typeof apexTextBook> = {
  missingTitle: 'مكتبة ApexCharts غير مثبّتة',
  missingWhy:
    'ترسم هذه الصفحات باستخدام ApexCharts، وهي مكتبة رسوم بيانية مرخّصة بشكل منفصل عن هذه اللوحة. ترخيصها ليس مفتوحًا: فالترخيص المجاني يستثني المؤسسات الكبيرة والتضمين في منتج يستخدمه آخرون، لذلك لا تتضمنها اللوحة.',
  missingHow: 'لعرض هذه الرسوم، تثبّت الصفحة المضيفة ApexCharts بترخيص يغطي استخدامها ثم تسجّلها:',
  missingMore:
    'يشرح ملف README للحزمة ذلك لتطبيق مبني بأداة تجميع وللمحمّل عبر الوسم script. تعمل بقية اللوحة من دونها.',
  licenceLink: 'خيارات ترخيص ApexCharts',
  loading: 'جارٍ تحميل ApexCharts…',
  failedTitle: 'تعذّر تحميل ApexCharts',
};
