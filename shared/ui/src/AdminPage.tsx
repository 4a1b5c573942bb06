import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The frame of every admin screen: a heading, optional actions on the right, then the content. */
export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Box>
  );
}
