import PeopleIcon from '@mui/icons-material/People';
import { Chip } from '@mui/material';
import { transactionApi } from '@shared/api';
import { boughtCountText } from '@shared/domain';
import { useEffect, useState } from 'react';
import { productTypeOf, type CheckoutEvent } from '../event/checkoutEvent';

/** 'N people have bought this ticket', from the paid tickets count; nothing if that fails. */
export function BoughtCountBadge({ event }: { event: CheckoutEvent }) {
  const [count, setCount] = useState<number>();
  useEffect(() => {
    let current = true;
    transactionApi.paidUsers({ productType: productTypeOf(event.kind), productId: event.id }).then(
      ({ count }) => current && setCount(count),
      (error: unknown) => console.error('Could not load the bought count', error),
    );
    return () => {
      current = false;
    };
  }, [event.kind, event.id]);

  if (count === undefined) return null;
  return <Chip icon={<PeopleIcon />} label={boughtCountText(count)} color="success" variant="outlined" data-testid="bought-count" />;
}
