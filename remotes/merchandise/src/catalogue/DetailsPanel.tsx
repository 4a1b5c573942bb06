import { Button, Stack } from '@mui/material';
import type { MerchandiseItem } from '@shared/domain';
import { SidePanel } from '@shared/ui';
import { ItemDetails } from './ItemDetails';
import { useCan } from '@shared/auth';

interface Props {
  item: MerchandiseItem | null;
  onClose(): void;
  onEdit(item: MerchandiseItem): void;
  onDelete(item: MerchandiseItem): void;
}

/** The side panel a card opens. */
export function DetailsPanel({ item, onClose, onEdit, onDelete }: Props) {
  // Finance reads the catalogue; changing it is for owners and admins (docs/product-rules.md#roles).
  const mayWrite = useCan('merchandise:write');
  return (
    <SidePanel open={item !== null} title="Item Details" onClose={onClose}>
      {item && (
        <>
          <ItemDetails item={item} />
          {mayWrite && (
            <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
              <Button variant="contained" onClick={() => onEdit(item)}>
                Edit
              </Button>
              <Button variant="outlined" color="error" onClick={() => onDelete(item)}>
                Delete
              </Button>
            </Stack>
          )}
        </>
      )}
    </SidePanel>
  );
}
