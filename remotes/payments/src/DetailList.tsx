import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

interface DetailListProps {
  /** Label and value, in reading order; labels are unique. */
  rows: [label: string, value: ReactNode][];
  /** The test id of each label/value pair. */
  rowTestId: string;
  /** The list's own spacing, where it sits. */
  sx?: SxProps<Theme>;
}

/** Labels and their values side by side, as a description list: an order's summary, a payment's details. */
export function DetailList({ rows, rowTestId, sx }: DetailListProps) {
  return (
    <Box component="dl" sx={[{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }} data-testid={rowTestId}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
