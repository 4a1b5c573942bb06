import { Button } from '@mui/material';
import { usePromoCodes } from '@shared/api';
import { useCan } from '@shared/auth';
import { AdminPage, LoadFailed } from '@shared/ui';
import { useState } from 'react';
import { CreatePromoCodeDialog } from './CreatePromoCodeDialog';
import { PromoCodesGrid } from './PromoCodesGrid';

/**
 * /admin/events/promo-codes, Promotions (docs/product-rules.md#promo-codes): the codes with their
 * uses, and for those who may change events, Create promo code and the on/off switches.
 */
export function PromoCodesPage() {
  const codes = usePromoCodes();
  const mayWrite = useCan('events:write');
  const [creating, setCreating] = useState(false);
  return (
    <AdminPage
      title="Promotions"
      actions={
        mayWrite && (
          <Button variant="contained" onClick={() => setCreating(true)} sx={{ whiteSpace: 'nowrap' }}>
            + Create promo code
          </Button>
        )
      }
    >
      {codes.isError && !codes.data ? (
        <LoadFailed message="Could not load the promo codes." onRetry={() => void codes.refetch()} />
      ) : (
        <PromoCodesGrid codes={codes.data ?? []} loading={codes.isPending} mayWrite={mayWrite} />
      )}
      {creating && <CreatePromoCodeDialog onClose={() => setCreating(false)} />}
    </AdminPage>
  );
}
