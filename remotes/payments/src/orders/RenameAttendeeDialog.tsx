import { TextField } from '@mui/material';
import { useRenameAttendee } from '@shared/api';
import { ATTENDEE_NAME_MAX, EMAIL_MAX, type AdminOrder, type OrderTicket } from '@shared/domain';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ActionDialog } from './ActionDialog';
import { checkAttendee, type AttendeeField, type Problems } from './actionForms';
import { reissuedCode, renameDone, renameQuestion } from './confirmations';
import { useReviewedAction } from './useReviewedAction';

/**
 * Rename one ticket's attendee (docs/product-rules.md#named-attendees): their name and, optionally,
 * the e-mail their own ticket goes to. The ticket is issued again under a new code, which the toast
 * and the table show; once the event has started the API refuses, and the dialog says why.
 */
export function RenameAttendeeDialog({ order, ticket, onClose }: { order: AdminOrder; ticket: OrderTicket; onClose(): void }) {
  const [name, setName] = useState(ticket.attendeeName);
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<Problems<AttendeeField>>({});
  const rename = useRenameAttendee();
  const { request, dialog } = useReviewedAction({
    fallback: 'The attendee could not be renamed. Please try again.',
    check: () => checkAttendee(name, email),
    onProblems: setProblems,
    send: async (attendee) => {
      const renamed = await rename.mutateAsync({ id: order.id, code: ticket.code, attendee });
      toast.success(renameDone(attendee, reissuedCode(order, renamed)));
      onClose();
    },
  });

  return (
    <ActionDialog
      title={`Rename the attendee of ticket ${ticket.code}`}
      question={request && renameQuestion(order, ticket.code, request)}
      confirmLabel="Rename"
      busyLabel="Saving..."
      busy={rename.isPending}
      onClose={onClose}
      {...dialog}
    >
      <TextField
        label="Attendee name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setProblems({ ...problems, attendeeName: undefined });
        }}
        error={Boolean(problems.attendeeName)}
        helperText={problems.attendeeName}
        required
        fullWidth
        margin="dense"
        autoFocus
        // The attendee's details, not the admin's own: the browser must not fill them in.
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: ATTENDEE_NAME_MAX } }}
      />
      <TextField
        label="Attendee email (optional)"
        type="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setProblems({ ...problems, attendeeEmail: undefined });
        }}
        error={Boolean(problems.attendeeEmail)}
        helperText={problems.attendeeEmail ?? 'Their own ticket e-mail goes here. Left empty, only the buyer gets the ticket.'}
        fullWidth
        margin="dense"
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: EMAIL_MAX } }}
      />
    </ActionDialog>
  );
}
