import { Paper, Skeleton, Stack, Typography } from '@mui/material';
import { adminApi } from '@shared/api';
import { useAuth } from '@shared/auth';
import type { AdminUser } from '@shared/domain';
import { AdminPage } from '@shared/ui';
import { useEffect, useState } from 'react';

/** Profile of the signed-in admin, read fresh from the API (a revoked session lands on the login page). */
export function SettingsPage() {
  const { user } = useAuth();
  const [profile, setProfile] = useState<AdminUser | null>(null);

  useEffect(() => {
    let live = true;
    adminApi
      .me()
      .then((me) => live && setProfile(me))
      .catch((error: unknown) => console.error('Could not load the profile', error));
    return () => {
      live = false;
    };
  }, []);

  const shown = profile ?? user;
  return (
    <AdminPage title="Settings">
      <Paper sx={{ p: 3, maxWidth: 560 }}>
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          Profile
        </Typography>
        {shown ? (
          <Stack spacing={1}>
            <Typography>
              <strong>Name:</strong> {shown.name}
            </Typography>
            <Typography>
              <strong>Email:</strong> <span data-testid="profile-email">{shown.email}</span>
            </Typography>
            <Typography>
              <strong>Role:</strong> {shown.role}
            </Typography>
          </Stack>
        ) : (
          <Skeleton variant="rounded" height={96} />
        )}
      </Paper>
    </AdminPage>
  );
}
