import { Box, PaginationItem } from '@mui/material';
import { pageButtons } from './pageButtons';

interface EveryPagePaginationProps {
  /** Zero-based. */
  page: number;
  pageCount: number;
  /** A page button was pressed (zero-based). */
  onPageChange: (page: number) => void;
}

/**
 * The table's pagination with a button for every page number (payments show every page number,
 * unlike the events list's ellipsis) up to a hundred pages, then the first, the last and those
 * around the current one (pageButtons.ts). The buttons wrap on a narrow screen.
 */
export function EveryPagePagination({ page, pageCount, onPageChange: goTo }: EveryPagePaginationProps) {
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
