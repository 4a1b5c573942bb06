import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useAskedSearchParams } from '@shared/ui';
import { useCallback, useMemo, useState } from 'react';

export const PAGE_SIZES = [10, 25, 50, 100];

export interface GridQueryDefaults {
  sort: GridSortModel;
  pageSize: number;
  /** False for a table without column filters (the ticket list searches; its unpaid orders only sort): none are kept. */
  columnFilters?: false;
}

/** 'date:desc' => [{ field: 'date', sort: 'desc' }]; anything else is no sort. */
function parseSort(text: string | null): GridSortModel | undefined {
  const match = text?.match(/^([\w.]+):(asc|desc)$/);
  return match ? [{ field: match[1], sort: match[2] as 'asc' | 'desc' }] : undefined;
}

/** The column filters as the URL carries them; an unreadable value is no filter. */
function parseFilters(text: string | null): GridFilterModel['items'] {
  if (!text) return [];
  try {
    const items: unknown = JSON.parse(text);
    return Array.isArray(items)
      ? items.filter(
          (item): item is GridFilterModel['items'][number] => typeof item?.field === 'string' && typeof item?.operator === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * A table's sort, filters (the search box and a data grid's column filters) and page, kept in the page's
 * query string (sort, search, filter, page, size; after `prefix` when two grids share a page: unpaidSort), so Back and reload show the list as it was
 * (docs/architecture.md#tables-in-the-url). Changes replace the history entry: Back leaves the
 * list rather than undoing each click. Values at their defaults are left out of the URL. The
 * filters are read from it once: a filter still being filled in in the panel stays on screen
 * without being written to the URL.
 */
export function useGridQuery(prefix: string, defaults: GridQueryDefaults) {
  const [query, ask] = useAskedSearchParams();
  const name = useCallback((key: string) => (prefix ? `${prefix}${key[0].toUpperCase()}${key.slice(1)}` : key), [prefix]);
  const sortText = query.get(name('sort'));
  const [filterModel, setFilterModel] = useState<GridFilterModel>(() => {
    const search = query.get(name('search'));
    const items = defaults.columnFilters === false ? [] : parseFilters(query.get(name('filter')));
    return { items, quickFilterValues: search ? search.split(' ').filter(Boolean) : [] };
  });
  const pageText = query.get(name('page'));
  const sizeText = query.get(name('size'));

  // The grid reports a search and then its page going back to the first in one go, before the
  // address shows the first: each change builds on the one asked before (useAskedSearchParams), or
  // it would put back what that one took out (the old page, without the search).
  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      ask(
        (next) => {
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined) next.delete(name(key));
            else next.set(name(key), value);
          }
          return next;
        },
        { replace: true },
      ),
    [ask, name],
  );

  return useMemo(() => {
    const pageSize = PAGE_SIZES.includes(Number(sizeText)) ? Number(sizeText) : defaults.pageSize;
    const sortModel = sortText === 'none' ? [] : (parseSort(sortText) ?? defaults.sort);
    const defaultSort = defaults.sort.map((s) => `${s.field}:${s.sort}`).join();
    return {
      sortModel,
      filterModel,
      /** The search box's words, as the API takes them. */
      search: (filterModel.quickFilterValues ?? []).join(' '),
      paginationModel: { page: Math.max(0, (Number(pageText) || 1) - 1), pageSize } satisfies GridPaginationModel,
      onSortModelChange: (model: GridSortModel) => {
        const text = model.length === 0 ? 'none' : `${model[0].field}:${model[0].sort}`;
        update({ sort: text === defaultSort ? undefined : text, page: undefined });
      },
      onFilterModelChange: (model: GridFilterModel) => {
        setFilterModel(model);
        const search = (model.quickFilterValues ?? []).join(' ');
        // Only the filters that filter: a row of the panel still being filled in stays out of the URL.
        const items = model.items.filter((item) => item.value !== undefined && item.value !== '');
        const filter =
          items.length > 0 ? JSON.stringify(items.map(({ field, operator, value }) => ({ field, operator, value }))) : undefined;
        update({ search: search || undefined, filter, page: undefined });
      },
      onPaginationModelChange: (model: GridPaginationModel) =>
        update({
          page: model.page > 0 ? String(model.page + 1) : undefined,
          size: model.pageSize === defaults.pageSize ? undefined : String(model.pageSize),
        }),
    };
  }, [sortText, filterModel, pageText, sizeText, defaults, update]);
}

export type GridQuery = ReturnType<typeof useGridQuery>;
