import { Avatar, Chip, List, ListItem, ListItemAvatar, ListItemText, Paper, Typography } from '@mui/material';
import { formatPounds, type MerchandiseOrder, type MerchandiseOrderStatus, paymentDate } from '@shared/domain';

const STATUS_COLORS: Record<MerchandiseOrderStatus, 'warning' | 'info' | 'success'> = {
  Pending: 'warning',
  Confirmed: 'info',
  Delivered: 'success',
};

/** The latest merchandise orders, newest first. */
export function LatestMerchandiseOrders({ orders }: { orders: MerchandiseOrder[] }) {
  return (
    <Paper component="section" aria-labelledby="merchandise-orders" sx={{ p: 2.5, minWidth: 0 }}>
      <Typography id="merchandise-orders" variant="h3" component="h2">
        Merchandise Orders
      </Typography>
      {orders.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          No merchandise orders yet.
        </Typography>
      ) : (
        <List aria-labelledby="merchandise-orders">
          {orders.map((order) => (
            <ListItem key={order.id} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemAvatar>
                <Avatar variant="rounded" src={order.image} alt="" />
              </ListItemAvatar>
              <ListItemText
                primary={`${order.itemName} x ${order.quantity}`}
                secondary={
                  <>
                    {formatPounds(order.amount)} · {paymentDate(order.date)}
                    <br />
                    {order.payerEmail}
                  </>
                }
                sx={{ m: 0, minWidth: 0, '& .MuiListItemText-secondary': { overflowWrap: 'anywhere' } }}
              />
              <Chip size="small" label={order.status} color={STATUS_COLORS[order.status]} sx={{ ml: 1, flexShrink: 0 }} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
