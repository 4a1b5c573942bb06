import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { errorMessage, useAcceptInvitation, useInvitation } from '@shared/api';
import { useAuth } from '@shared/auth';
import { InvitationAcceptance, paths } from '@shared/domain';
import { homeOf, roleLabels } from '@shared/domain/roles';
import {
  errorProps,
  fieldErrorsOf,
  focusFirstInvalid,
  FormSkeleton,
  OutlinedTextField,
  toastShort,
  withoutError,
  type FieldErrors,
} from '@shared/ui';
import { PasswordField } from '@shared/ui/password-field';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { loadSignedInArea } from '../admin/loadSignedInArea';
import { SignInFrame } from './SignInFrame';

type Field = 'name' | 'password';

/**
 * /admin/invitation/{token}, where an invitation e-mail leads (docs/product-rules.md#roles): the
 * invitee sees whom the invitation is for and with which role, sets their name and password, and
 * is signed in. A used, withdrawn or expired invitation says so, with the way to the login.
 */
export function InvitationPage({ token }: { token: string }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (accept.isPending) return;
    const parsed = InvitationAcceptance.safeParse({ name, password });
    flushSync(() => setErrors(parsed.success ? {} : fieldErrorsOf<Field>(parsed.error.issues)));
    if (!parsed.success) return focusFirstInvalid(form.current);
    // The pages the new member is signed in to come while the invitation is accepted.
    void loadSignedInArea();
    try {
      const { token: session, admin } = await accept.mutateAsync(parsed.data);
      auth.signIn(session, admin);
      toast.success(`Welcome to the team, ${admin.name}!`, toastShort);
      navigate(homeOf(admin.role), { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, 'The invitation could not be accepted'), toastShort);
    }
  };

  let content;
  if (invitation.isPending) content = <FormSkeleton fields={2} />;
  else if (invitation.isError)
    content = (
      <>
        <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
          This invitation cannot be used
        </Typography>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {errorMessage(invitation.error, 'This invitation does not exist.')} Ask an owner of the team to invite you again.
        </Alert>
        <Link component={RouterLink} to={paths.admin.login}>
          Go to the login
        </Link>
      </>
    );
  else
    content = (
      <Box component="form" ref={form} noValidate onSubmit={submit}>
        <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
          Join the team
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          You are invited as {roleLabels[invitation.data.role]} with {invitation.data.email}. Choose your name and a password to sign in
          with.
        </Typography>
        <Stack spacing={2}>
          <OutlinedTextField
            label="Your name"
            autoComplete="name"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setErrors(withoutError('name'));
            }}
            fullWidth
            {...errorProps(errors.name)}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setErrors(withoutError('password'));
            }}
            error={errors.password}
          />
          <Button type="submit" variant="contained" size="large" disabled={accept.isPending}>
            {accept.isPending ? 'Joining...' : 'Join the team'}
          </Button>
        </Stack>
      </Box>
    );

  return <SignInFrame maxWidth={460}>{content}</SignInFrame>;
}
