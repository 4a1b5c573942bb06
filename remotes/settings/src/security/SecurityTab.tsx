import { Button, Paper, Stack, Typography } from '@mui/material';
import { adminApi, errorMessage } from '@shared/api';
import { authActions } from '@shared/auth';
import { PasswordChange, PASSWORD_MIN, passwordChangeProblem } from '@shared/domain';
import { fieldErrorsOf, focusFirstInvalid, withoutError, type FieldErrors } from '@shared/ui';
import { PasswordField } from '@shared/ui/password-field';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'react-toastify';
import { TwoFactorSection } from './TwoFactorSection';

const empty: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The signed-in member's password and two-factor sign-in. */
export function SecurityTab() {
  return (
    <Stack spacing={3}>
      <ChangePassword />
      <TwoFactorSection />
    </Stack>
  );
}

/**
 * Changes the signed-in admin's password; the API checks the current one. Each field the form
 * refuses says why under it, the first takes the focus, and the toast names the first problem.
 */
function ChangePassword() {
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<keyof PasswordChange>>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const field = (name: keyof PasswordChange) => ({
    value: form[name],
    onChange: (value: string) => {
      setForm((now) => ({ ...now, [name]: value }));
      setErrors(withoutError(name));
    },
    error: errors[name],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problem = passwordChangeProblem(form);
    const checked = PasswordChange.safeParse(form);
    flushSync(() => setErrors(checked.success ? {} : fieldErrorsOf(checked.error.issues)));
    if (problem) {
      toast.error(problem);
      focusFirstInvalid(formRef.current);
      return;
    }
    setSaving(true);
    try {
      // The change ended every session of this admin; this one goes on with the token answered.
      authActions.signIn(await adminApi.changePassword(form));
      toast.success('Password updated successfully');
      setForm(empty);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to update password'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper sx={{ p: 3, maxWidth: 560 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        Change Password
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Use at least {PASSWORD_MIN} characters. You stay signed in here; every other device is signed out.
      </Typography>
      <Stack component="form" ref={formRef} noValidate onSubmit={submit} spacing={2} aria-label="Change password">
        <PasswordField label="Current Password" required autoComplete="current-password" {...field('currentPassword')} />
        <PasswordField label="New Password" required autoComplete="new-password" {...field('newPassword')} />
        <PasswordField label="Confirm New Password" required autoComplete="new-password" {...field('confirmPassword')} />
        <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: 'flex-start' }}>
          {saving ? 'Updating...' : 'Update Password'}
        </Button>
      </Stack>
    </Paper>
  );
}
