// What the event hub's screens do when the event they show cannot be loaded.
import { paths } from '@shared/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';

export const PARTY_LOAD_FAILED = 'Failed to load party data. Redirecting...';
/** How long a party load failure shows before going back to the events list. */
export const REDIRECT_AFTER_FAILURE_MS = 2000;

/** Says `message` in an error toast once, when the load fails. */
export function useFailureToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) toast.error(message);
  }, [failed, message]);
}

/** Goes back to the events list a moment after a load failure was announced. */
export function useRedirectAfterFailure(failed: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => navigate(paths.admin.events), REDIRECT_AFTER_FAILURE_MS);
    return () => clearTimeout(timer);
  }, [failed, navigate]);
}
