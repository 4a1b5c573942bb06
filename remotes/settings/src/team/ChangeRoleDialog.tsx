import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { errorMessage, useChangeRole } from '@shared/api';
import { type AdminRole, roleLabels, ROLES, type TeamMember } from '@shared/domain';
import { errorProps, focusFirstInvalid } from '@shared/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'react-toastify';

/**
 * A member's new role, in force from their next request. A refusal (the last owner: LAST_OWNER_MESSAGE)
 * is told under the role, in the API's words.
 */
export function ChangeRoleDialog({ member, onClose }: { member: TeamMember; onClose(): void }) {
  const id = useId();
  const change = useChangeRole();
  const [role, setRole] = useState<AdminRole>(member.role);
  const [error, setError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    if (role === member.role) return onClose();
    try {
      await change.mutateAsync({ id: member.id, role });
      toast.success(`${member.name} is now ${roleLabels[role]}`);
      onClose();
    } catch (failure) {
      flushSync(() => setError(errorMessage(failure, 'The role could not be changed. Please try again.')));
      focusFirstInvalid(form.current);
    }
  };

  const problem = errorProps(error);
  return (
    <Dialog open onClose={change.isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={`${id}-title`}>
      <form ref={form} noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>Change role</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {member.name} ({member.email}) has the new role from their next step in the back office.
          </DialogContentText>
          <TextField
            select
            label="Role"
            value={role}
            onChange={(event) => {
              setRole(event.target.value as AdminRole);
              setError(undefined);
            }}
            fullWidth
            {...problem}
          >
            {ROLES.map((option) => (
              <MenuItem key={option} value={option}>
                {roleLabels[option]}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={change.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {change.isPending ? 'Saving...' : 'Save role'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
