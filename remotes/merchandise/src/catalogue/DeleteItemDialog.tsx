import { errorMessage, useRemoveMerchandise } from '@shared/api';
import type { MerchandiseItem } from '@shared/domain';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../ConfirmDialog';

interface Props {
  item: MerchandiseItem | null;
  onCancel(): void;
  onDeleted(): void;
}

/** Asks, then deletes the item through the API. */
export function DeleteItemDialog({ item, onCancel, onDeleted }: Props) {
  const removal = useRemoveMerchandise();
  const remove = async () => {
    if (!item) return;
    try {
      await removal.mutateAsync(item.id);
      toast.success('Merchandise deleted successfully');
      onDeleted();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete merchandise'));
    }
  };
  return (
    <ConfirmDialog
      open={item !== null}
      title="Delete Merchandise"
      question={`Are you sure you want to delete ${item?.title ?? 'this item'}? This cannot be undone.`}
      confirmLabel="Delete"
      busy={removal.isPending}
      onCancel={onCancel}
      onConfirm={remove}
    />
  );
}
