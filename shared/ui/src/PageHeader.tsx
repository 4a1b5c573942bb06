import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Container, IconButton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  description?: string;
  /** A highlighted notice under the header, e.g. the instalment deadline. */
  notification?: ReactNode;
  /** Where the back button goes; `-1` goes back in history. No back button when absent. */
  backTo?: string | -1;
}

/** The header block every page but home shows (SPEC §2, shared public layout). */
export function PageHeader({ title, subtitle, description, notification, backTo }: PageHeaderProps) {
  const navigate = useNavigate();
  return (
    <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          {backTo !== undefined && (
            <IconButton
              aria-label="Back"
              onClick={() => (backTo === -1 ? navigate(-1) : navigate(backTo))}
              sx={{ color: 'inherit', border: 1, borderColor: 'rgba(255,255,255,0.5)' }}
            >
              <ArrowBackIcon />
            </IconButton>
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h1" component="h1">
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="h6" component="p" sx={{ mt: 1, fontWeight: 600 }}>
                {subtitle}
              </Typography>
            )}
            {description && (
              <Typography sx={{ mt: 1, maxWidth: 720, opacity: 0.95 }}>{description}</Typography>
            )}
          </Box>
        </Stack>
        {notification && (
          <Alert severity="info" sx={{ mt: 3 }}>
            {notification}
          </Alert>
        )}
      </Container>
    </Box>
  );
}
