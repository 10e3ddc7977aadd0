// <bo-category-list>'s screen: categories with search and active filters, create, edit, activate, route count, and the route editor in the drawer.
import { type CategoryParams, categories } from '../../resources/categories';
import type { Category } from '../../resources/schemas';
import { type AreaSettings, areaScreen } from '../kit/area-screen';
import { Facts } from '../../ui/kit/detail-sections';
import { catalogTexts } from '../../ui/kit/area-config';
import { lazySection } from '../../ui/kit/lazy-section';
import { kitAreaTextBook } from '../kit/messages.en';
import { textBook } from './messages.en';
import type { Locale } from '../../ui/locale';
import { cellsOf, flagAction } from '../kit/cells';
import { searchFilterOf } from '../kit/search-filter';

/** The route list and its editor: code of their own, fetched right after the rows. */
const loadRoutes = () => import('./category-routes').then((module) => module.CategoryRoutes);

function categoryArea(locale: Locale): AreaSettings<Category, CategoryParams> {
  const text = locale.text(textBook);
  const kitAreaText = locale.text(kitAreaTextBook);
  const searchFilter = searchFilterOf(locale);
  const { formatNumber } = locale;
  const { actionsColumn, dateColumn, textColumn } = cellsOf(locale);
  const setActive = flagAction<Category>('active', (active) => ({
    key: active ? 'activate' : 'deactivate',
    label: text(active ? 'activate' : 'deactivate'),
    done: (category) => text(active ? 'activated' : 'deactivated', { name: category.name }),
  }));

  return {
    key: 'categories',
    texts: catalogTexts(text),
    itemName: (category) => category.name,
    columns: ({ actions }) => [
      textColumn('name', text('field.name'), (c) => c.name, { minWidth: 160 }),
      textColumn('slug', text('field.slug'), (c) => c.slug, {
        minWidth: 120,
        hideBelow: 640,
        sortable: false,
      }),
      textColumn('active', text('field.active'), (c) => (c.active ? text('yes') : text('no')), {
        minWidth: 80,
        sortable: false,
      }),
      textColumn(
        'routes_count',
        text('field.routes'),
        (c) => <span data-route-count>{formatNumber(c.routes_count)}</span>,
        { minWidth: 80, sortable: false },
      ),
      dateColumn('created_at', kitAreaText('created'), (c) => c.created_at, { hideBelow: 900 }),
      actionsColumn(actions),
    ],
    filters: [
      searchFilter(text('field.qPlaceholder')),
      { kind: 'tristate', name: 'active', label: text('field.active') },
    ],
    form: {
      fields: [
        { name: 'name', kind: 'text', label: text('field.name'), required: true, maxLength: 120 },
        {
          name: 'slug',
          kind: 'text',
          label: text('field.slug'),
          hint: text('field.slugHint'),
          pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
          maxLength: 120,
        },
        {
          name: 'description',
          kind: 'longText',
          label: text('field.description'),
          maxLength: 2000,
        },
        { name: 'active', kind: 'switch', label: text('field.active') },
      ],
      initial: (category) => ({
        name: category?.name ?? '',
        slug: category?.slug ?? '',
        description: category?.description ?? '',
        active: category?.active ?? true,
      }),
    },
    rowActions: [setActive(true), setActive(false)],
    bulkActions: [
      { key: 'activate', label: text('activate'), action: 'update', change: { active: true } },
      { key: 'deactivate', label: text('deactivate'), action: 'update', change: { active: false } },
    ],
    detail: [
      {
        render: (category) => (
          <Facts
            facts={[
              [text('field.slug'), category.slug],
              [text('field.description'), category.description || '—'],
              [text('field.active'), category.active ? text('yes') : text('no')],
            ]}
          />
        ),
      },
      lazySection({
        title: text('routes'),
        chunk: 'routes',
        load: loadRoutes,
        props: (category: Category) => ({ category }),
      }),
    ],
  };
}

const screen = areaScreen(categories, categoryArea);
export default screen.default;
/** The console asks for the first page when its link is pointed at or focused. */
export const prefetch = screen.prefetch;
