import { Alert, Box, Button, List, ListItem, ListItemButton, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { errorMessage, useOrderSearch } from '@shared/api';
import { formatPounds, ORDER_SEARCH_MAX, paths, type OrderListItem } from '@shared/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { orderStatusLook } from './orderLabels';

/** 'Paid · £156.00 paid · £20.00 refunded' */
function moneyLine(order: OrderListItem): string {
  const parts = [orderStatusLook(order.status).label, `${formatPounds(order.paid)} paid`];
  if (order.refunded > 0) parts.push(`${formatPounds(order.refunded)} refunded`);
  return parts.join(' · ');
}

function Results({ search }: { search: string }) {
  const read = useOrderSearch(search);
  if (read.isError) return <Alert severity="error">{errorMessage(read.error, 'The search failed. Please try again.')}</Alert>;
  if (!read.data)
    return (
      <Typography role="status" color="text.secondary">
        Searching...
      </Typography>
    );
  if (read.data.length === 0) return <Typography role="status">No order matches “{search}”.</Typography>;
  return (
    <List
      aria-label="Orders found"
      dense
      disablePadding
      sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {read.data.map((order) => (
        <ListItem key={order.id} disablePadding divider>
          <ListItemButton component={RouterLink} to={paths.admin.order(order.id)}>
            <ListItemText
              primary={`${order.reference} · ${order.firstName} ${order.lastName} · ${order.email}`}
              secondary={`${order.eventTitle} · ${order.quantity} ${order.quantity === 1 ? 'ticket' : 'tickets'} · ${moneyLine(order)}`}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** Payment Tracking's way to an order: its reference, the buyer's e-mail or name (or part of one). */
export function OrderSearch() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  return (
    <Box component="section" aria-label="Find an order" sx={{ mb: 3 }}>
      <Stack
        component="form"
        role="search"
        direction="row"
        spacing={1}
        sx={{ mb: 1, maxWidth: 560, alignItems: 'flex-start' }}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(text.trim());
        }}
      >
        <TextField
          type="search"
          size="small"
          label="Find an order"
          helperText="Its reference, or the buyer's e-mail or name (or part of one)"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // Emptying the box puts the results away.
            if (event.target.value.trim() === '') setSearch('');
          }}
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{ htmlInput: { maxLength: ORDER_SEARCH_MAX } }}
        />
        <Button type="submit" variant="outlined">
          Search
        </Button>
      </Stack>
      {search && <Results search={search} />}
    </Box>
  );
}
