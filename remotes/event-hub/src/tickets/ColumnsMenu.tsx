import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumn from '@mui/icons-material/ViewColumn';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';

interface ColumnsMenuProps {
  columns: readonly { field: string; header: string }[];
  hidden: ReadonlySet<string>;
  onHiddenChange: (hidden: Set<string>) => void;
}

/** The toolbar's Columns button: a menu of the table's columns, each shown or put away with a click; one always stays. */
export function ColumnsMenu({ columns, hidden, onHiddenChange }: ColumnsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const toggle = (field: string) => {
    const next = new Set(hidden);
    if (!next.delete(field)) next.add(field);
    if (next.size < columns.length) onHiddenChange(next);
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumn />}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Columns
      </Button>
      {/* In place, inside the page's main landmark, rather than at the end of <body> (docs/conventions.md#accessibility-checks). */}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} disablePortal>
        {columns.map(({ field, header }) => {
          const shown = !hidden.has(field);
          return (
            <MenuItem key={field} role="menuitemcheckbox" aria-checked={shown} dense onClick={() => toggle(field)}>
              <ListItemIcon>
                {shown ? <CheckBox fontSize="small" color="primary" /> : <CheckBoxOutlineBlank fontSize="small" />}
              </ListItemIcon>
              <ListItemText>{header}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
