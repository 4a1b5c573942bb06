import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { buyerApi, errorMessage } from '@shared/api';
import type { BuyerSummary } from '@shared/domain';
import { saveFile } from '@shared/ui';
import { useState } from 'react';
import { day } from '../format';
import { EraseBuyerDialog } from './EraseBuyerDialog';

/** The file "Export data" saves. */
export const EXPORT_FILE = 'buyer-data.json';

/** What is held about a buyer, counted, with its export and its erasure. */
export function BuyerSummaryCard({ summary, onErased }: { summary: BuyerSummary; onErased(): void }) {
  const [exporting, setExporting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [erasing, setErasing] = useState(false);

  const exportData = async () => {
    setExporting(true);
    setProblem(null);
    try {
      saveFile(await buyerApi.export(summary.email), EXPORT_FILE);
    } catch (failure) {
      setProblem(errorMessage(failure, 'The export could not be made. Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  const rows: [string, string][] = [
    ['Orders', String(summary.orders)],
    ['Tickets', String(summary.tickets)],
    ['Payments', String(summary.payments)],
    ['Merchandise orders', String(summary.merchandiseOrders)],
    ['Last event day', day(summary.lastEventDay)],
  ];

  return (
    <Paper component="section" aria-labelledby="buyer-summary-title" sx={{ p: 3 }}>
      <Typography variant="h4" component="h3" id="buyer-summary-title" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        Held about {summary.email}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0, mb: 3 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }} data-testid="buyer-detail">
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void exportData()} disabled={exporting}>
          {exporting ? 'Exporting...' : 'Export data'}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setErasing(true)}>
          Erase buyer
        </Button>
      </Stack>
      {erasing && <EraseBuyerDialog email={summary.email} onClose={() => setErasing(false)} onErased={onErased} />}
    </Paper>
  );
}
