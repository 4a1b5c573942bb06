import { Box, Button, Stack, Typography } from '@mui/material';
import { errorMessage, signInApi } from '@shared/api/sign-in';
import { useAuth } from '@shared/auth';
import { type AdminUser, paths } from '@shared/domain';
import { homeOf } from '@shared/domain/roles';
import {
  errorProps,
  focusFirstInvalid,
  FormSkeleton,
  OutlinedTextField,
  toastShort,
  useSkeletonDelay,
  withoutError,
  type FieldErrors,
} from '@shared/ui';
import { PasswordField } from '@shared/ui/password-field';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { loadSignedInArea } from '../admin/loadSignedInArea';
import { SignInFrame } from './SignInFrame';
import { validateLogin, type LoginField } from './validateLogin';

// The second step is for members with two-factor sign-in only: its code is asked for as a password
// is sent, not with the page every member opens.
const loadSecondFactorForm = () => import('./SecondFactorForm');
const SecondFactorForm = lazy(() => loadSecondFactorForm().then(({ SecondFactorForm }) => ({ default: SecondFactorForm })));

export function LoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const ready = useSkeletonDelay(1500);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const form = useRef<HTMLFormElement>(null);
  const [challenge, setChallenge] = useState<string>();

  const signedIn = (token: string, admin: AdminUser) => {
    auth.signIn(token, admin);
    toast.success('Login successful! Welcome back!', toastShort);
    navigate(homeOf(admin.role), { replace: true });
  };

  if (auth.isAuthenticated) return <Navigate to={auth.user ? homeOf(auth.user.role) : paths.admin.dashboard} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (auth.loading) return;
    const problem = validateLogin(email, password);
    flushSync(() => setErrors(problem?.fields ?? {}));
    if (problem) {
      toast.error(problem.message, toastShort);
      focusFirstInvalid(form.current);
      return;
    }
    auth.setLoading(true);
    // The pages the member signs in to (or the second step) come while the password is checked.
    void loadSignedInArea();
    void loadSecondFactorForm();
    try {
      const answer = await signInApi.login({ email: email.trim(), password });
      if ('challenge' in answer) {
        // The password was right; the second factor comes next (docs/product-rules.md#two-factor-sign-in).
        auth.setLoading(false);
        setChallenge(answer.challenge);
        return;
      }
      signedIn(answer.token, answer.admin);
    } catch (error) {
      const message = errorMessage(error, error instanceof Error && error.message ? error.message : 'Invalid email or password');
      auth.setError(message);
      toast.error(message, toastShort);
    }
  };

  return (
    <SignInFrame>
      {!ready ? (
        <FormSkeleton fields={2} />
      ) : challenge ? (
        <Suspense fallback={<FormSkeleton fields={1} />}>
          <SecondFactorForm challenge={challenge} onSignedIn={signedIn} onBack={() => setChallenge(undefined)} />
        </Suspense>
      ) : (
        <Box component="form" ref={form} noValidate onSubmit={submit}>
          <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
            Login to your account
          </Typography>
          <Stack spacing={2}>
            <OutlinedTextField
              label="Email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setErrors(withoutError('email'));
              }}
              fullWidth
              {...errorProps(errors.email)}
            />
            <PasswordField
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(value) => {
                setPassword(value);
                setErrors(withoutError('password'));
              }}
              error={errors.password}
            />
            <Button type="submit" variant="contained" size="large" disabled={auth.loading}>
              {auth.loading ? 'Logging in...' : 'Login'}
            </Button>
          </Stack>
        </Box>
      )}
    </SignInFrame>
  );
}
