// The categories a channel can belong to: options for the filter and the edit form, and names for the table.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type CategoryParams, categories } from '../../resources/categories';
import type { Category } from '../../resources/schemas';
import { type FilterOption, useListError } from '../../ui';
import { channelTextBook } from './messages.en';
import { useMessages } from '../../ui/i18n';

/**
 * Categories are few (a routing vocabulary, not content), so one page of the largest size the
 * API allows holds them all, sorted by name for the pickers.
 */
const ALL_CATEGORIES: CategoryParams = {
  ...categories.defaults,
  limit: 500,
  sort: 'name',
  order: 'asc',
};

export interface CategoryOptions {
  options: FilterOption[];
  /** The category's name for a channel's category_uuid. */
  nameOf(uuid: string | null | undefined): string;
  loading: boolean;
  error: unknown;
}

export function useCategoryOptions(): CategoryOptions {
  const channelText = useMessages(channelTextBook);

  // A plain query: the picker only reads names and needs no list store.
  const query = useQuery({
    queryKey: categories.keys.list(ALL_CATEGORIES),
    queryFn: ({ signal }) => categories.list(ALL_CATEGORIES, signal),
  });
  useListError(query);

  const items = query.data?.items;
  return useMemo(() => {
    const byUuid = new Map<string, Category>((items ?? []).map((item) => [item.uuid, item]));
    return {
      options: (items ?? []).map((item) => ({ value: item.uuid, label: item.name })),
      nameOf(uuid) {
        if (!uuid) return channelText('noCategory');
        // Before the categories arrive the cell stays empty rather than flashing "Unknown".
        if (!items) return '';
        return byUuid.get(uuid)?.name ?? channelText('unknownCategory');
      },
      loading: query.isLoading,
      error: query.error,
    };
  }, [items, query.isLoading, query.error, channelText]);
}
