import { errorMessage, merchandiseApi } from '@shared/api';
import type { MerchandiseItem } from '@shared/domain';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../ConfirmDialog';

interface Props {
  item: MerchandiseItem | null;
  onCancel(): void;
  onDeleted(item: MerchandiseItem): void;
}

/** Asks, then deletes the item through the API. */
export function DeleteItemDialog({ item, onCancel, onDeleted }: Props) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!item) return;
    setBusy(true);
    try {
      await merchandiseApi.remove(item.id);
      toast.success('Merchandise deleted successfully');
      onDeleted(item);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete merchandise'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={item !== null}
      title="Delete Merchandise"
      question={`Are you sure you want to delete ${item?.title ?? 'this item'}? This cannot be undone.`}
      confirmLabel="Delete"
      busy={busy}
      onCancel={onCancel}
      onConfirm={remove}
    />
  );
}
