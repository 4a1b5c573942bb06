import { EVENT_TICKET_SORT_FIELDS, type EventTicketPageQuery } from '@shared/domain';
import { useGridQuery, type GridQuery, type GridQueryDefaults } from './useGridQuery';

const DEFAULTS: GridQueryDefaults = { sort: [{ field: 'date', sort: 'desc' }], pageSize: 25, columnFilters: false };

const sortable: readonly string[] = EVENT_TICKET_SORT_FIELDS;

/** The ticket grid's sort, search and page, kept in the URL (useGridQuery). */
export const useTicketGridQuery = (): GridQuery => useGridQuery('', DEFAULTS);

/** The page the grid shows, as the API takes it; a sort the API cannot make (an old address's) is left to its default. */
export function ticketPageQuery({ paginationModel, sortModel, search }: GridQuery): EventTicketPageQuery {
  const [sort] = sortModel.filter((item) => sortable.includes(item.field) && item.sort);
  return {
    page: paginationModel.page + 1,
    pageSize: paginationModel.pageSize,
    ...(search && { search }),
    ...(sort && { sort: sort.field as EventTicketPageQuery['sort'], dir: sort.sort ?? undefined }),
  };
}
