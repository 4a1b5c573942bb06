import type { MerchandiseItem } from '@shared/domain';

// The filter bar, applied for real: colour and size keep the items that have that
// variant; upload date and price sort.

export const filterOptions = {
  colour: ['Orange', 'Camo'],
  size: ['Large'],
  uploaded: ['Newest', 'Oldest'],
  price: ['Low', 'High'],
} as const;

export type FilterName = keyof typeof filterOptions;
/** '' means the filter is off. */
export type Filters = { [Name in FilterName]: (typeof filterOptions)[Name][number] | '' };

export const noFilters: Filters = { colour: '', size: '', uploaded: '', price: '' };

const filterNames = Object.keys(filterOptions) as FilterName[];

// The filters live in the address (?colour=Camo&price=High) so Back and a reload keep them
// (docs/product-rules.md#tables-in-the-address); a value the bar does not offer reads as off.
export function readFilters(params: URLSearchParams): Filters {
  const offered = (name: FilterName) => {
    const value = params.get(name) ?? '';
    return (filterOptions[name] as readonly string[]).includes(value) ? value : '';
  };
  return Object.fromEntries(filterNames.map((name) => [name, offered(name)])) as Filters;
}

/** The address of the filters: only those set. */
export function filterParams(filters: Filters): URLSearchParams {
  return new URLSearchParams(filterNames.filter((name) => filters[name] !== '').map((name) => [name, filters[name]]));
}

const hasVariant = (item: MerchandiseItem, wanted: string) =>
  wanted === '' || item.variants.some((variant) => variant.toLowerCase() === wanted.toLowerCase());

type Order = (a: MerchandiseItem, b: MerchandiseItem) => number;

// Ids are handed out as the highest id + 1, so a larger id is a later upload.
const byUpload: Record<Filters['uploaded'], Order> = {
  '': () => 0,
  Newest: (a, b) => b.id - a.id,
  Oldest: (a, b) => a.id - b.id,
};
const byPrice: Record<Filters['price'], Order> = {
  '': () => 0,
  Low: (a, b) => a.price - b.price,
  High: (a, b) => b.price - a.price,
};

/** The items the filters keep, price order first, then upload order, then the list's own order. */
export function applyFilters(items: readonly MerchandiseItem[], filters: Filters): MerchandiseItem[] {
  return items
    .filter((item) => hasVariant(item, filters.colour) && hasVariant(item, filters.size))
    .sort((a, b) => byPrice[filters.price](a, b) || byUpload[filters.uploaded](a, b));
}
