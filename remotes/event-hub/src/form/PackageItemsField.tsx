import { Box, IconButton, List, ListItem, ListItemText, TextField } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useState, type KeyboardEvent } from 'react';
import type { FieldErrorProps } from './useEventForm';

/** Items are added with Enter, trimmed, empty ones ignored, and removable. */
export function PackageItemsField({
  items,
  onChange,
  errorProps,
}: {
  items: string[];
  onChange: (items: string[]) => void;
  errorProps: FieldErrorProps;
}) {
  const [draft, setDraft] = useState('');
  const add = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    // Enter adds an item; it must not submit the form.
    event.preventDefault();
    const item = draft.trim();
    if (item && !items.includes(item)) onChange([...items, item]);
    setDraft('');
  };
  return (
    <Box>
      <TextField
        label="Event package item"
        {...errorProps}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={add}
        fullWidth
      />
      {items.length > 0 && (
        <List dense aria-label="Event package">
          {items.map((item) => (
            <ListItem
              key={item}
              secondaryAction={
                <IconButton edge="end" aria-label={`Remove package item ${item}`} onClick={() => onChange(items.filter((i) => i !== item))}>
                  <Close fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText primary={item} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
