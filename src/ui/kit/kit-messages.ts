// English texts of the area kit's list screen (its first render: columns, export, cells), under the `kit.` namespace; the rest is in kit-work-messages.ts.
import { defineMessages } from '../../core/i18n';

export const kitTextBook = defineMessages('kit', {
  actions: 'Actions',
  actionsLabel: 'Actions for {name}',

  'reference.placeholder': 'Type to search',
  none: '—',

  export: 'Export CSV',
  exporting: 'Exporting… {size}',

  columns: 'Columns',

  relativeNever: 'Never',
});
