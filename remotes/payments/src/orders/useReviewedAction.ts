import { useState } from 'react';
import type { Checked, Problems } from './actionForms';
import { useOrderAction } from './useOrderAction';

interface ReviewedAction<Request, Field extends string> {
  /** What the dialog says when the action fails and the API gives no reason. */
  fallback: string;
  /** Checks the form as it stands. */
  check(): Checked<Request, Field>;
  /** Shows what is wrong with the form. */
  onProblems(problems: Problems<Field>): void;
  /** Does the confirmed action (and closes the dialog once it is done). */
  send(request: Request): Promise<void>;
}

/**
 * The steps of an order action with a form: Continue checks the form and asks the question about
 * the request it makes; Back returns to the form and forgets the API's refusal; confirming sends
 * exactly the request the question was about. `dialog` is the matching part of ActionDialog's props.
 */
export function useReviewedAction<Request, Field extends string>({ fallback, check, onProblems, send }: ReviewedAction<Request, Field>) {
  const [request, setRequest] = useState<Request | null>(null);
  const action = useOrderAction(fallback);
  return {
    request,
    dialog: {
      error: action.error,
      onReview: () => {
        const checked = check();
        if (checked.ok) setRequest(checked.request);
        else onProblems(checked.problems);
      },
      onBack: () => {
        setRequest(null);
        action.clearError();
      },
      onConfirm: () => {
        if (request) void action.run(() => send(request));
      },
    },
  };
}
