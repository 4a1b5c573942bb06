import { Box, Paper, Typography } from '@mui/material';
import { useSiteConfig } from '@shared/ui';
import type { ReactNode } from 'react';

/** The back office's pages before signing in (login, invitation): a card in the middle with the site's name. */
export function SignInFrame({ children, maxWidth = 420 }: { children: ReactNode; maxWidth?: number }) {
  const { brand } = useSiteConfig();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ width: '100%', maxWidth, p: { xs: 3, sm: 5 } }} elevation={2}>
        <Typography sx={{ fontWeight: 800, color: 'primary.main', mb: 2 }}>{brand}</Typography>
        {children}
      </Paper>
    </Box>
  );
}
