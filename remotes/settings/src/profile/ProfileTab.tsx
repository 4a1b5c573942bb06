import { Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useAdminProfile } from '@shared/api';
import { useAuth } from '@shared/auth';
import { useState } from 'react';
import { EditProfileDialog } from './EditProfileDialog';
import { roleLabels } from '@shared/domain';

/** Profile of the signed-in admin, read fresh from the API (a revoked session lands on the login page). */
export function ProfileTab() {
  const { user } = useAuth();
  const { data: profile } = useAdminProfile();
  const [editing, setEditing] = useState(false);
  const shown = profile ?? user;
  return (
    <Paper sx={{ p: 3, maxWidth: 560 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h3" component="h2">
          Profile
        </Typography>
        <Button variant="outlined" onClick={() => setEditing(true)} disabled={!shown}>
          Edit Profile
        </Button>
      </Stack>
      {shown ? (
        <Stack spacing={1}>
          <Typography>
            <strong>Name:</strong> <span data-testid="profile-name">{shown.name}</span>
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <strong>Email:</strong> <span data-testid="profile-email">{shown.email}</span>
          </Typography>
          <Typography>
            <strong>Role:</strong> {roleLabels[shown.role]}
          </Typography>
        </Stack>
      ) : (
        <Skeleton variant="rounded" height={96} />
      )}
      {shown && <EditProfileDialog open={editing} name={shown.name} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />}
    </Paper>
  );
}
