import { PageQueries, setUnauthorizedHandler } from '@shared/api';
import { paths } from '@shared/domain';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * The page's query client around the back office's pages that read the API (a signed-in member's
 * pages, the invitation), with the router's way back to the login for a call answered 401. It
 * comes in those pages' chunks: the login page signs in without the API client.
 */
export function AdminQueries({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => setUnauthorizedHandler(() => navigate(paths.admin.login, { replace: true })), [navigate]);
  return <PageQueries>{children}</PageQueries>;
}
