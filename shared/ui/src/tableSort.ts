/** A table's sort: none, or one column and its direction (the shape MUI's data grid gives too). */
export type SortModel = { field: string; sort: 'asc' | 'desc' }[];

/** A header click: a column not sorted by sorts up, then down, then not at all. */
export function nextSort(model: readonly { field: string; sort?: 'asc' | 'desc' | null }[], field: string): SortModel {
  const [order] = model;
  if (order?.field !== field) return [{ field, sort: 'asc' }];
  return order.sort === 'asc' ? [{ field, sort: 'desc' }] : [];
}
