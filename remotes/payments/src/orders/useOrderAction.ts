import { errorMessage } from '@shared/api';
import { useState } from 'react';

/**
 * Runs a confirmed action. When it fails, the dialog stays open with the API's reason (else
 * `fallback`), so the admin can go back and change what they typed.
 */
export function useOrderAction(fallback: string) {
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure, fallback));
    }
  };
  return { error, clearError: () => setError(null), run };
}
