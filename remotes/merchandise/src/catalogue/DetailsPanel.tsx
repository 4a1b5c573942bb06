import { Button, Stack } from '@mui/material';
import type { MerchandiseItem } from '@shared/domain';
import { SidePanel } from '@shared/ui';
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
    <SidePanel open={item !== null} title="Item Details" onClose={onClose}>
      {item && (
        <>
          <ItemDetails item={item} />
          <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
            <Button variant="contained" onClick={() => onEdit(item)}>
              Edit
            </Button>
            <Button variant="outlined" color="error" onClick={() => onDelete(item)}>
              Delete
            </Button>
          </Stack>
        </>
      )}
    </SidePanel>
  );
}
