import { Button, IconButton, Stack, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { pageButtons } from './pageButtons';

export function Pagination({ page, pageCount, onChange }: { page: number; pageCount: number; onChange: (page: number) => void }) {
  if (pageCount <= 1) return null;
  return (
    <Stack
      component="nav"
      aria-label="Pagination"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 2 }}
    >
      <IconButton aria-label="Previous page" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft />
      </IconButton>
      {pageButtons(page, pageCount).map((button, i) =>
        button === 'ellipsis' ? (
          <Typography key={`ellipsis-${i}`} aria-hidden="true" sx={{ px: 1 }}>
            …
          </Typography>
        ) : (
          <Button
            key={button}
            size="small"
            variant={button === page ? 'contained' : 'text'}
            aria-label={`Page ${button}`}
            aria-current={button === page ? 'page' : undefined}
            onClick={() => onChange(button)}
            sx={{ minWidth: 36 }}
          >
            {button}
          </Button>
        ),
      )}
      <IconButton aria-label="Next page" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}
