import Search from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';

/** How long typing pauses before the list asks for what was typed: not a request a key. */
const SEARCH_PAUSE_MS = 400;

/** The words searched for: spaces around and between them change nothing. */
const words = (text: string) => text.split(' ').filter(Boolean).join(' ');

/**
 * The toolbar's search box: what is typed shows at once and is searched for once typing pauses.
 * `search` is what the list searches for (from the address), and the box's first value.
 */
export function TableSearch({ search, onSearch }: { search: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(search);
  useEffect(() => {
    if (words(text) === words(search)) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);
  return (
    <TextField
      type="search"
      size="small"
      variant="standard"
      placeholder="Search…"
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{
        htmlInput: { 'aria-label': 'Search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
