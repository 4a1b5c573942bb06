import { Toolbar } from '@mui/material';
import { ExportMenu } from '@shared/ui';

/**
 * The table's toolbar with its Export menu, whose 'Download as CSV' asks the API for every payment
 * the filters keep (docs/product-rules.md#payment-tracking-export), not only the page shown.
 */
export function PaymentsToolbar({ onExportCsv }: { onExportCsv: () => void }) {
  return (
    <Toolbar variant="dense" disableGutters sx={{ px: 1, justifyContent: 'flex-end', minHeight: 44 }}>
      <ExportMenu onExportCsv={onExportCsv} />
    </Toolbar>
  );
}
