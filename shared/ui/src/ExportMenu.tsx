import FileDownload from '@mui/icons-material/FileDownload';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useId, useState } from 'react';

/**
 * A table toolbar's Export button and its menu, whose 'Download as CSV' calls `onExportCsv`: the
 * tables that page on the server write every row their search keeps, not only the page shown.
 */
export function ExportMenu({ onExportCsv }: { onExportCsv: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
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
    </>
  );
}
