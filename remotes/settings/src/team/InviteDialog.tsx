import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { errorMessage, useInvite } from '@shared/api';
import { type AdminRole, EMAIL_MAX, InvitationRequest, roleLabels, ROLES } from '@shared/domain';
import { errorProps, fieldErrorsOf, focusFirstInvalid, withoutError, type FieldErrors } from '@shared/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'react-toastify';

type Field = keyof InvitationRequest;

/**
 * Invites an e-mail address with a role (Admin unless chosen otherwise): the link is e-mailed and
 * works for 72 hours. What the form or the API refuses (409: already a member) is told under the field.
 */
export function InviteDialog({ onClose }: { onClose(): void }) {
  const id = useId();
  const invite = useInvite();
  const [form, setForm] = useState<{ email: string; role: AdminRole }>({ email: '', role: 'ADMIN' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const refuse = (next: FieldErrors<Field>) => {
    flushSync(() => setErrors(next));
    focusFirstInvalid(formRef.current);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    const checked = InvitationRequest.safeParse(form);
    if (!checked.success) return refuse(fieldErrorsOf(checked.error.issues));
    try {
      await invite.mutateAsync(checked.data);
      toast.success(`Invitation sent to ${checked.data.email}`);
      onClose();
    } catch (failure) {
      refuse({ email: errorMessage(failure, 'The invitation could not be sent. Please try again.') });
    }
  };

  const change = (field: Field, value: string) => {
    setForm((now) => ({ ...now, [field]: value }));
    setErrors(withoutError(field));
  };
  const emailProblem = errorProps(errors.email);
  const roleProblem = errorProps(errors.role);

  return (
    <Dialog open onClose={invite.isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={`${id}-title`}>
      <form ref={formRef} noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>Invite member</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>They get an e-mail with a link to join the team, which works for 72 hours.</DialogContentText>
          <Stack spacing={2}>
            <TextField
              label="Email"
              type="email"
              value={form.email}
              onChange={(event) => change('email', event.target.value)}
              autoComplete="off"
              required
              fullWidth
              {...emailProblem}
              slotProps={{ ...emailProblem.slotProps, htmlInput: { maxLength: EMAIL_MAX } }}
            />
            <TextField
              select
              label="Role"
              value={form.role}
              onChange={(event) => change('role', event.target.value)}
              fullWidth
              {...roleProblem}
            >
              {ROLES.map((role) => (
                <MenuItem key={role} value={role}>
                  {roleLabels[role]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={invite.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={invite.isPending}>
            {invite.isPending ? 'Sending...' : 'Send invitation'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
