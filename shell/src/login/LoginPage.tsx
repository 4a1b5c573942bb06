import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { authApi, errorMessage } from '@shared/api';
import { useAuth } from '@shared/auth';
import { paths } from '@shared/domain';
import {
  errorProps,
  focusFirstInvalid,
  FormSkeleton,
  toastShort,
  useSkeletonDelay,
  useSiteConfig,
  withoutError,
  type FieldErrors,
} from '@shared/ui';
import { PasswordField } from '@shared/ui/password-field';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { validateLogin, type LoginField } from './validateLogin';

export function LoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const ready = useSkeletonDelay(1500);
  const { brand } = useSiteConfig();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const form = useRef<HTMLFormElement>(null);

  if (auth.isAuthenticated) return <Navigate to={paths.admin.dashboard} replace />;

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
    try {
      const { token, admin } = await authApi.login({ email: email.trim(), password });
      auth.signIn(token, admin);
      toast.success('Login successful! Welcome back!', toastShort);
      navigate(paths.admin.dashboard, { replace: true });
    } catch (error) {
      const message = errorMessage(error, error instanceof Error && error.message ? error.message : 'Invalid email or password');
      auth.setError(message);
      toast.error(message, toastShort);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 5 } }} elevation={2}>
        <Typography sx={{ fontWeight: 800, color: 'primary.main', mb: 2 }}>{brand}</Typography>
        {!ready ? (
          <FormSkeleton fields={2} />
        ) : (
          <Box component="form" ref={form} noValidate onSubmit={submit}>
            <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
              Login to your account
            </Typography>
            <Stack spacing={2}>
              <TextField
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
      </Paper>
    </Box>
  );
}
