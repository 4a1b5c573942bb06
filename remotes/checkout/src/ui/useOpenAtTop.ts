import { useEffect } from 'react';
import { useNavigationType } from 'react-router-dom';

/**
 * A page of the checkout opens at its top when it is navigated to (a card's link, Get Ticket Now,
 * the return from the provider), as a newly loaded page does; going Back (a POP) leaves the
 * position to the browser and the site's scroll restoration (docs/architecture.md#scroll-position).
 */
export function useOpenAtTop(): void {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Only on arrival: a change inside the page (quantity, form) never moves it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
