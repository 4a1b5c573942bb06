import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { MerchandiseItem } from '@shared/domain';
import { ItemDetails } from './ItemDetails';
import { useCan } from '@shared/auth';

interface Props {
  /** undefined while the list loads; null when no item has the id of the link. */
  item: MerchandiseItem | null | undefined;
  onClose(): void;
  onEdit(item: MerchandiseItem): void;
  onDelete(item: MerchandiseItem): void;
}

/** The dialog of /admin/merchandise/item-details/{id} and /admin/merchandise/{id}. */
export function ItemDetailsDialog({ item, onClose, onEdit, onDelete }: Props) {
  // Finance reads the catalogue; changing it is for owners and admins (docs/product-rules.md#roles).
  const mayWrite = useCan('merchandise:write');
  return (
    // The page scrolls a tall item, not the dialog's content: a scrolling box would need a keyboard stop of its own.
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" scroll="body" aria-labelledby="item-dialog-title">
      <DialogTitle id="item-dialog-title">Item Details</DialogTitle>
      <DialogContent>
        {item === undefined && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading item" />
          </Box>
        )}
        {item === null && <Typography sx={{ py: 4, textAlign: 'center' }}>Item not found</Typography>}
        {item && <ItemDetails item={item} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {item && mayWrite && (
          <>
            <Button variant="outlined" color="error" onClick={() => onDelete(item)}>
              Delete Item
            </Button>
            <Button variant="contained" onClick={() => onEdit(item)}>
              Edit Item
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
