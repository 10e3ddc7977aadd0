// English reasons shown in place of a feature the element's back end does not offer (an optional provider method it lacks), in the `unsupported.` namespace.
import { defineMessages } from '../core/i18n';

export const unsupportedBook = defineMessages('unsupported', {
  taskReviews: 'This back end does not offer task reviews.',
  categoryRoutes: 'This back end does not offer category routes.',
  channelSuggestions: 'This back end does not offer channel suggestions.',
  dashboardStats: 'This back end does not offer dashboard figures.',
  permissions: 'This back end does not offer permissions.',
  rolePermissions: 'This back end does not offer role permissions.',
  media: 'This back end does not offer media previews.',
  other: 'This back end does not offer this feature.',
});
