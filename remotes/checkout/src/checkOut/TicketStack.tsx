import { Box, Typography } from '@mui/material';

export const MAX_STACKED_TICKETS = 5;

/** One ticket card per ticket chosen, stacked with an offset, at most five. */
export function TicketStack({ quantity, title, image }: { quantity: number; title: string; image: string }) {
  const shown = Math.min(quantity, MAX_STACKED_TICKETS);
  const offset = 10;
  return (
    <Box
      data-testid="ticket-stack"
      aria-hidden="true"
      sx={{ position: 'relative', height: 120 + offset * (shown - 1), maxWidth: 320, mr: `${offset * (shown - 1)}px` }}
    >
      {Array.from({ length: shown }, (_, i) => (
        <Box
          key={i}
          data-testid="stacked-ticket"
          sx={{
            position: 'absolute',
            top: offset * i,
            left: offset * i,
            width: '100%',
            height: 120,
            borderRadius: 2,
            overflow: 'hidden',
            color: '#ffffff',
            background: `linear-gradient(rgba(26, 21, 48, 0.55), rgba(26, 21, 48, 0.85)), url("${image}") center / cover, #4a1fb8`,
            boxShadow: 2,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'flex-end',
            p: 2,
            borderLeft: '6px dashed #ffffff',
          }}
        >
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {title}
          </Typography>
          <Typography variant="body2">Admit one</Typography>
        </Box>
      ))}
    </Box>
  );
}
