import { Stack, Typography } from '@mui/material';

/** A label with its amount on the right, as the ticket and summary panels list them. */
export function AmountRow({ label, value, testId, strong = false }: { label: string; value: string; testId?: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, fontWeight: strong ? 800 : undefined }}>
      <Typography sx={{ fontWeight: 'inherit' }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 800 : 700, whiteSpace: 'nowrap' }} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}
