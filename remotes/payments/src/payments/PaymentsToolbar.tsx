import FileDownload from '@mui/icons-material/FileDownload';
import { IconButton, Menu, MenuItem, Toolbar, Tooltip } from '@mui/material';
import { useId, useState } from 'react';

interface PaymentsToolbarProps {
  onExportCsv: () => void;
}

/**
 * The table's toolbar with its Export menu, whose 'Download as CSV' asks the API for every payment
 * the filters keep (docs/product-rules.md#payment-tracking-export), not only the page shown.
 */
export function PaymentsToolbar({ onExportCsv }: PaymentsToolbarProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <Toolbar variant="dense" disableGutters sx={{ px: 1, justifyContent: 'flex-end', minHeight: 44 }}>
      <Tooltip title="Export">
        <IconButton
          size="small"
          aria-label="Export"
          aria-haspopup="true"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
        >
          <FileDownload fontSize="small" />
        </IconButton>
      </Tooltip>
      {/* In place, inside the page's main landmark, rather than at the end of <body> (docs/conventions.md#accessibility-checks). */}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close} disablePortal>
        <MenuItem
          onClick={() => {
            close();
            onExportCsv();
          }}
        >
          Download as CSV
        </MenuItem>
      </Menu>
    </Toolbar>
  );
}
