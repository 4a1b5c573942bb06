import FileDownload from '@mui/icons-material/FileDownload';
import { Menu, MenuItem, Tooltip } from '@mui/material';
import { Toolbar, ToolbarButton } from '@mui/x-data-grid';
import { useId, useState } from 'react';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    /** Downloads every payment the filters keep, not the page shown (PaymentsToolbar). */
    onExportCsv?: () => void;
    /** Where the Export menu opens (PaymentsGrid). */
    popups?: HTMLElement | null;
  }
}

interface PaymentsToolbarProps {
  onExportCsv?: () => void;
  popups?: HTMLElement | null;
}

/**
 * The grid's toolbar with its Export menu, whose 'Download as CSV' asks the API for every payment
 * the filters keep (docs/product-rules.md#payment-tracking-export): the grid itself would export
 * only the page it holds.
 */
export function PaymentsToolbar({ onExportCsv, popups }: PaymentsToolbarProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <Toolbar>
      <Tooltip title="Export">
        <ToolbarButton
          aria-haspopup="true"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
        >
          <FileDownload fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close} container={popups}>
        <MenuItem
          onClick={() => {
            close();
            onExportCsv?.();
          }}
        >
          Download as CSV
        </MenuItem>
      </Menu>
    </Toolbar>
  );
}
