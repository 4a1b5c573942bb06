import { PageQueries } from '@shared/api';
import { MuiFrame } from '@shared/ui';
import type { ReactNode } from 'react';

/**
 * Around the areas built with MUI, which are the ones that read the API through the query cache
 * (the back office, login included, and the checkout): the theme frame and the page's one query
 * client. The shell loads it as a chunk of its own, so a public page that needs neither (the
 * storefront) downloads no MUI, API client or react-query.
 */
export default function AppFrame({ children }: { children: ReactNode }) {
  return (
    <PageQueries>
      <MuiFrame>{children}</MuiFrame>
    </PageQueries>
  );
}
