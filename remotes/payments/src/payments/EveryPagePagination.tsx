import { Box, PaginationItem } from '@mui/material';
import {
  gridPageCountSelector,
  gridPageSelector,
  type PaginationPropsOverrides,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { pageButtons } from './pageButtons';

declare module '@mui/x-data-grid' {
  interface PaginationPropsOverrides {
    /** A page button was pressed (zero-based, as the grid counts). */
    onPageChange: (page: number) => void;
  }
}

/**
 * The grid's footer pagination with a button for every page number (payments show
 * every page number, unlike the events list's ellipsis) up to a hundred pages, then the first, the
 * last and those around the current one (pageButtons.ts). The buttons wrap on a narrow screen.
 * A button tells the page (onPageChange, through the grid's slotProps) rather than the grid: only a
 * person's click moves the page kept in the address, never the grid settling its rows on a reload.
 */
export function EveryPagePagination({ onPageChange }: PaginationPropsOverrides) {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const goTo = onPageChange;

  return (
    <Box component="nav" aria-label="Payment pages" sx={{ width: '100%', p: 1 }}>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: { xs: 'center', sm: 'flex-end' },
          gap: 0.5,
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        <li>
          <PaginationItem type="previous" disabled={page === 0} onClick={() => goTo(page - 1)} aria-label="Go to previous page" />
        </li>
        {pageButtons(page, pageCount).map((index, at) =>
          index === 'gap' ? (
            <li key={`gap-${at}`}>
              <PaginationItem type="start-ellipsis" />
            </li>
          ) : (
            <li key={index}>
              <PaginationItem
                type="page"
                page={index + 1}
                selected={index === page}
                aria-current={index === page ? 'page' : undefined}
                aria-label={`Page ${index + 1}`}
                onClick={() => goTo(index)}
              />
            </li>
          ),
        )}
        <li>
          <PaginationItem type="next" disabled={page >= pageCount - 1} onClick={() => goTo(page + 1)} aria-label="Go to next page" />
        </li>
      </Box>
    </Box>
  );
}
