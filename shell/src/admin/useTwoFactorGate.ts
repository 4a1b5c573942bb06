import { useTwoFactorStatus } from '@shared/api';
import { paths } from '@shared/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Where a member is sent to set up their second factor. */
export const SECURITY_TAB = `${paths.admin.settings}?tab=security`;

/**
 * When the team requires two-factor sign-in and the member has not set it up, every page but their
 * own settings sends them to Security (docs/product-rules.md#two-factor-sign-in): the API would
 * refuse everything else anyway.
 */
export function useTwoFactorGate(): void {
  const { data } = useTwoFactorStatus();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const blocked = Boolean(data?.required && !data.enabled) && pathname !== paths.admin.settings;
  useEffect(() => {
    if (blocked) navigate(SECURITY_TAB, { replace: true });
  }, [blocked, navigate]);
}
