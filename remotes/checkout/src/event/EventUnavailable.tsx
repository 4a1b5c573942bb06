import { Box, Button, Stack, Typography } from '@mui/material';
import { paths } from '@shared/domain';
import { Link } from 'react-router-dom';

export const EVENT_UNAVAILABLE = 'This event is no longer available';

/**
 * What a checkout route shows when the event its URL names cannot be had (removed, closed, a
 * mistyped link): a way back to the lists rather than a spinner or a silent jump
 * (docs/product-rules.md#check-out).
 */
export function EventUnavailable() {
  return (
    <Box component="section" aria-labelledby="event-unavailable" sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography id="event-unavailable" variant="h2" component="h2" sx={{ mb: 2 }}>
        {EVENT_UNAVAILABLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        It may have ended, sold out and closed, or the link may be out of date.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" component={Link} to={paths.experiences}>
          See experiences
        </Button>
        <Button variant="contained" component={Link} to={paths.parties}>
          See parties
        </Button>
        <Button variant="outlined" component={Link} to={paths.home}>
          Home
        </Button>
      </Stack>
    </Box>
  );
}
