import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { errorMessage, useRemoveMember } from '@shared/api';
import type { TeamMember } from '@shared/domain';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';

/** The question Remove asks: who, and what happens to them. */
export const removeQuestion = ({ name, email }: TeamMember) =>
  `Remove ${name} (${email}) from the team? They are signed out at once and can no longer sign in.`;

/** Removes a member once the owner has confirmed; a refusal (the last owner) stays in the dialog in the API's words. */
export function RemoveMemberDialog({ member, onClose }: { member: TeamMember; onClose(): void }) {
  const id = useId();
  const remove = useRemoveMember();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync(member.id);
      toast.success(`${member.name} was removed from the team`);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'The member could not be removed. Please try again.'));
    }
  };
  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-question`}
    >
      <DialogTitle id={`${id}-title`}>Remove member</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-question`} sx={{ overflowWrap: 'anywhere' }}>
          {removeQuestion(member)}
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button onClick={() => void confirm()} variant="contained" color="error" disabled={remove.isPending}>
          {remove.isPending ? 'Removing...' : 'Remove'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
