import { Box, Button, Paper, Typography } from '@mui/material';
import { paths } from '@shared/domain';
import { PageHeader } from '@shared/ui';
import { Link } from 'react-router-dom';

/** A link that names no booking: mistyped, or replaced by a newer e-mail's link. */
export function BookingNotFound() {
  return (
    <>
      <PageHeader title="Your booking" />
      <Box className="ui-container" sx={{ py: { xs: 3, md: 5 } }}>
        <Paper component="section" aria-labelledby="not-found-heading" sx={{ p: 3, maxWidth: 560 }}>
          <Typography id="not-found-heading" variant="h2" component="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
            We could not find that booking
          </Typography>
          <Typography sx={{ mb: 2 }}>
            The link may be incomplete, or a newer e-mail has given you a new one. We can e-mail you a fresh link to your booking.
          </Typography>
          <Button component={Link} to={paths.findBooking} variant="contained">
            Find my booking
          </Button>
        </Paper>
      </Box>
    </>
  );
}
