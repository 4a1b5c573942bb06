import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { errorMessage, useUpdateProfile } from '@shared/api';
import { authActions } from '@shared/auth';
import { NAME_MAX, ProfileUpdate } from '@shared/domain';
import { errorProps, focusFirstInvalid } from '@shared/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'react-toastify';

interface Props {
  open: boolean;
  name: string;
  onClose(): void;
  onSaved(): void;
}

/** Changes the admin's name; the profile shown, the shell's top bar and the stored auth user follow at once. */
export function EditProfileDialog({ open, name, onClose, onSaved }: Props) {
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const update = useUpdateProfile();

  useEffect(() => {
    if (!open) return;
    setDraft(name);
    setError(undefined);
  }, [open, name]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = ProfileUpdate.safeParse({ name: draft });
    flushSync(() => setError(checked.error?.issues[0].message));
    if (!checked.success) {
      toast.error(checked.error.issues[0].message);
      focusFirstInvalid(form.current);
      return;
    }
    try {
      const saved = await update.mutateAsync(checked.data);
      authActions.updateUser(saved);
      toast.success('Profile updated successfully');
      onSaved();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to update profile'));
    }
  };

  const problem = errorProps(error);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="edit-profile-title">
      <form ref={form} noValidate onSubmit={submit}>
        <DialogTitle id="edit-profile-title">Edit Profile</DialogTitle>
        <DialogContent>
          <TextField
            label="Name"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(undefined);
            }}
            autoComplete="name"
            required
            fullWidth
            autoFocus
            margin="dense"
            {...problem}
            slotProps={{ ...problem.slotProps, htmlInput: { maxLength: NAME_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
