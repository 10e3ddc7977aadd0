// The German catalog, every area's texts in one chunk: loaded only when an element on the page is in German.
import { prefixed, registerMessages } from '../../core/i18n';
import { messagesDe } from '../../core/i18n/messages.de';
import { buyersDe } from '../../areas/buyers/messages.de';
import { categoriesDe } from '../../areas/categories/messages.de';
import { channelsDe } from '../../areas/channels/messages.de';
import { dashboardDe } from '../../areas/dashboard/messages.de';
import { kitAreaDe } from '../../areas/kit/messages.de';
import { linksDe } from '../../areas/links/messages.de';
import { messagesAreaDe } from '../../areas/messages/messages.de';
import { ordersDe } from '../../areas/orders/messages.de';
import { permissionsDe } from '../../areas/permissions/messages.de';
import { signInDe } from '../../areas/sign-in/messages.de';
import { sourcesDe } from '../../areas/sources/messages.de';
import { sysUsersDe } from '../../areas/sys-users/messages.de';
import { tasksDe } from '../../areas/tasks/messages.de';
import { usersDe } from '../../areas/users/messages.de';
import { apexTextDe } from '../../charts/apex/apex-messages.de';
import { chartCardsDe } from '../../charts/chart-messages.de';
import { chartRoutesDe } from '../../charts/chart-routes.de';
import { dataLabelsDe } from '../../charts/sample-data/labels.de';
import { consoleDe } from '../../console/messages.de';
import { kitDe } from '../../ui/kit/kit-messages.de';
import { unsupportedDe } from '../../ui/unsupported-messages.de';

// Namespaces as the English books define them; the catalog test fails on any key that does not line up.
registerMessages('de', {
  ...messagesDe,
  ...prefixed('kit', kitDe),
  ...prefixed('unsupported', unsupportedDe),
  ...prefixed('areas', kitAreaDe),
  ...prefixed('sources', sourcesDe),
  ...prefixed('users', usersDe),
  ...prefixed('buyers', buyersDe),
  ...prefixed('orders', ordersDe),
  ...prefixed('links', linksDe),
  ...prefixed('categories', categoriesDe),
  ...prefixed('messages', messagesAreaDe),
  ...prefixed('dashboard', dashboardDe),
  ...prefixed('permissionMatrix', permissionsDe),
  ...prefixed('signInArea', signInDe),
  ...prefixed('tasks', tasksDe),
  ...prefixed('channels', channelsDe),
  ...prefixed('sysUsers', sysUsersDe),
  ...prefixed('console', consoleDe),
  ...prefixed('charts.card', chartCardsDe),
  ...prefixed('charts.apex', apexTextDe),
  ...prefixed('charts.data', dataLabelsDe),
  ...prefixed('charts.route', chartRoutesDe),
});
