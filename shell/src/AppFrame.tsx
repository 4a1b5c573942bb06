import { PageQueries } from '@shared/api';
import { MuiFrame } from '@shared/ui';
import type { ReactNode } from 'react';

/**
 * Around a public area built with MUI, which reads the API through the query cache (the checkout):
 * the theme frame and the page's one query client. The shell loads it as a chunk of its own, so a
 * public page that needs neither (the storefront) downloads no MUI, API client or react-query. The
 * back office puts the two together itself (admin/AdminSite.tsx): its login page has no query client.
 */
export default function AppFrame({ children }: { children: ReactNode }) {
  return (
    <PageQueries>
      <MuiFrame>{children}</MuiFrame>
    </PageQueries>
  );
}
