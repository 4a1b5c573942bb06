import { Alert, TextField } from '@mui/material';
import { useUpdateBuyer } from '@shared/api';
import { EMAIL_MAX, NAME_MAX, PHONE_MAX, type AdminOrder, type BuyerContact } from '@shared/domain';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ActionDialog } from './ActionDialog';
import { checkBuyer, type BuyerField, type Problems } from './actionForms';
import { buyerDone, buyerQuestion } from './confirmations';
import { useReviewedAction } from './useReviewedAction';

const FIELDS: { field: BuyerField; label: string; max: number; type?: string }[] = [
  { field: 'firstName', label: 'First name', max: NAME_MAX },
  { field: 'lastName', label: 'Last name', max: NAME_MAX },
  { field: 'email', label: 'Email', max: EMAIL_MAX, type: 'email' },
  { field: 'phoneNumber', label: 'Phone number', max: PHONE_MAX, type: 'tel' },
];

/** Change buyer: name, e-mail and phone as the checkout checks them; the tickets go to the e-mail given. */
export function BuyerDialog({ order, onClose }: { order: AdminOrder; onClose(): void }) {
  const [fields, setFields] = useState<BuyerContact>({
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    phoneNumber: order.phoneNumber,
  });
  const [problems, setProblems] = useState<Problems<BuyerField | 'form'>>({});
  const update = useUpdateBuyer();
  const { request, dialog } = useReviewedAction({
    fallback: 'The buyer could not be changed. Please try again.',
    check: () => checkBuyer(fields, order),
    onProblems: setProblems,
    send: async (buyer) => {
      await update.mutateAsync({ id: order.id, buyer });
      toast.success(buyerDone(order, buyer));
      onClose();
    },
  });

  return (
    <ActionDialog
      title={`Change the buyer of ${order.reference}`}
      question={request && buyerQuestion(order, request)}
      confirmLabel="Change buyer"
      busyLabel="Saving..."
      busy={update.isPending}
      onClose={onClose}
      {...dialog}
    >
      {problems.form && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {problems.form}
        </Alert>
      )}
      {FIELDS.map(({ field, label, max, type }, index) => (
        <TextField
          key={field}
          label={label}
          type={type}
          value={fields[field]}
          onChange={(event) => {
            setFields({ ...fields, [field]: event.target.value });
            setProblems({ ...problems, [field]: undefined, form: undefined });
          }}
          error={Boolean(problems[field])}
          helperText={problems[field]}
          required
          fullWidth
          margin="dense"
          autoFocus={index === 0}
          // The buyer's details, not the admin's own: the browser must not fill them in.
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: max } }}
        />
      ))}
    </ActionDialog>
  );
}
