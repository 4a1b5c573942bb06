import PeopleIcon from '@mui/icons-material/People';
import { Chip } from '@mui/material';
import { usePaidUsers } from '@shared/api';
import { boughtCountText, kindOfSegment } from '@shared/domain';
import type { CheckoutEvent } from '../event/checkoutEvent';

/** 'N people have bought this ticket', from the paid tickets count; nothing if that fails. */
export function BoughtCountBadge({ event }: { event: CheckoutEvent }) {
  const count = usePaidUsers({ productType: kindOfSegment(event.kind).productType, productId: event.id }).data?.count;
  if (count === undefined) return null;
  return <Chip icon={<PeopleIcon />} label={boughtCountText(count)} color="success" variant="outlined" data-testid="bought-count" />;
}
