import { Box, Container, Typography } from '@mui/material';
import { PageHeader, type PageHeaderProps } from './PageHeader';

/** Placeholder pages of SPEC §1: their header, then a 'Coming Soon' message. */
export function ComingSoon(header: PageHeaderProps) {
  return (
    <>
      <PageHeader {...header} />
      <Container maxWidth="md">
        <Box sx={{ py: 10, textAlign: 'center' }}>
          <Typography variant="h2" component="p">
            Coming Soon
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            We are working on this page. Check back shortly.
          </Typography>
        </Box>
      </Container>
    </>
  );
}
