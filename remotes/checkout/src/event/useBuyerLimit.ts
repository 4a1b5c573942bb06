import { fetchSiteInfo } from '@shared/api/early';
import { useEffect, useState } from 'react';

/**
 * The most unpaid tickets one buyer may hold for an event (MAX_HELD_TICKETS_PER_BUYER on the API),
 * so the quantity picker offers no more than an order may take; undefined until the API says.
 */
export function useBuyerLimit(): number | undefined {
  const [limit, setLimit] = useState<number>();
  useEffect(() => {
    let current = true;
    fetchSiteInfo().then((site) => current && setLimit(site?.maxTicketsPerBuyer));
    return () => {
      current = false;
    };
  }, []);
  return limit;
}
