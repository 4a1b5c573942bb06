import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { InviteDialog } from './InviteDialog';
import { MembersGrid } from './MembersGrid';
import { PendingInvitations } from './PendingInvitations';
import { TeamRules } from './TeamRules';

/** Settings > Team (owners): the members and their roles, the invitations waiting, and the team's rules. */
export function TeamTab() {
  const [inviting, setInviting] = useState(false);
  return (
    <Stack spacing={4} sx={{ minWidth: 0 }}>
      <Stack component="section" aria-labelledby="team-members-title" spacing={2} sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="h3" component="h2" id="team-members-title">
            Team members
          </Typography>
          <Button variant="contained" onClick={() => setInviting(true)}>
            Invite member
          </Button>
        </Stack>
        <MembersGrid />
      </Stack>
      <PendingInvitations />
      <TeamRules />
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
    </Stack>
  );
}
