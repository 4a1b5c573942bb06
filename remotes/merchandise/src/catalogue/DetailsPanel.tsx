import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Drawer, IconButton, Stack, Typography } from '@mui/material';
import type { MerchandiseItem } from '@shared/domain';
import { ItemDetails } from './ItemDetails';

interface Props {
  item: MerchandiseItem | null;
  onClose(): void;
  onEdit(item: MerchandiseItem): void;
  onDelete(item: MerchandiseItem): void;
}

/** The side panel a card opens. */
export function DetailsPanel({ item, onClose, onEdit, onDelete }: Props) {
  return (
    <Drawer anchor="right" open={item !== null} onClose={onClose} slotProps={{ paper: { 'aria-labelledby': 'item-panel-title' } }}>
      {item && (
        <Box sx={{ width: { xs: '100vw', sm: 420 }, maxWidth: '100vw', p: 3 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <Typography variant="h5" component="h2" id="item-panel-title">
              Item Details
            </Typography>
            <IconButton aria-label="Close item details" onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <ItemDetails item={item} />
          <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
            <Button variant="contained" onClick={() => onEdit(item)}>
              Edit
            </Button>
            <Button variant="outlined" color="error" onClick={() => onDelete(item)}>
              Delete
            </Button>
          </Stack>
        </Box>
      )}
    </Drawer>
  );
}
