// The Arabic catalog, every area's texts in one chunk: loaded only when an element on the page is in Arabic.
import { prefixed, registerMessages } from '../../core/i18n';
import { messagesAr } from '../../core/i18n/messages.ar';
import { buyersAr } from '../../areas/buyers/messages.ar';
import { categoriesAr } from '../../areas/categories/messages.ar';
import { channelsAr } from '../../areas/channels/messages.ar';
import { dashboardAr } from '../../areas/dashboard/messages.ar';
import { kitAreaAr } from '../../areas/kit/messages.ar';
import { linksAr } from '../../areas/links/messages.ar';
import { messagesAreaAr } from '../../areas/messages/messages.ar';
import { ordersAr } from '../../areas/orders/messages.ar';
import { permissionsAr } from '../../areas/permissions/messages.ar';
import { signInAr } from '../../areas/sign-in/messages.ar';
import { sourcesAr } from '../../areas/sources/messages.ar';
import { sysUsersAr } from '../../areas/sys-users/messages.ar';
import { tasksAr } from '../../areas/tasks/messages.ar';
import { usersAr } from '../../areas/users/messages.ar';
import { apexTextAr } from '../../charts/apex/apex-messages.ar';
import { chartCardsAr } from '../../charts/chart-messages.ar';
import { chartRoutesAr } from '../../charts/chart-routes.ar';
import { dataLabelsAr } from '../../charts/sample-data/labels.ar';
import { consoleAr } from '../../console/messages.ar';
import { kitAr } from '../../ui/kit/kit-messages.ar';
import { unsupportedAr } from '../../ui/unsupported-messages.ar';

// Namespaces as the English books define them; the catalog test fails on any key that does not line up.
registerMessages('ar', {
  ...messagesAr,
  ...prefixed('kit', kitAr),
  ...prefixed('unsupported', unsupportedAr),
  ...prefixed('areas', kitAreaAr),
  ...prefixed('sources', sourcesAr),
  ...prefixed('users', usersAr),
  ...prefixed('buyers', buyersAr),
  ...prefixed('orders', ordersAr),
  ...prefixed('links', linksAr),
  ...prefixed('categories', categoriesAr),
  ...prefixed('messages', messagesAreaAr),
  ...prefixed('dashboard', dashboardAr),
  ...prefixed('permissionMatrix', permissionsAr),
  ...prefixed('signInArea', signInAr),
  ...prefixed('tasks', tasksAr),
  ...prefixed('channels', channelsAr),
  ...prefixed('sysUsers', sysUsersAr),
  ...prefixed('console', consoleAr),
  ...prefixed('charts.card', chartCardsAr),
  ...prefixed('charts.apex', apexTextAr),
  ...prefixed('charts.data', dataLabelsAr),
  ...prefixed('charts.route', chartRoutesAr),
});
