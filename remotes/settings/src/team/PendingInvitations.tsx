import { Box, Button, Paper, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { errorMessage, usePendingInvitations, useWithdrawInvitation } from '@shared/api';
import { type Invitation, roleLabels } from '@shared/domain';
import { toast } from 'react-toastify';
import { dateTime } from '../format';
import { LoadFailed, visuallyHidden } from '@shared/ui';

/** The invitations not yet accepted nor expired, newest first, each of which can be withdrawn (its link stops working). */
export function PendingInvitations() {
  const invitations = usePendingInvitations();
  const withdraw = useWithdrawInvitation();
  const { data } = invitations;

  const withdrawOne = async ({ id, email }: Invitation) => {
    try {
      await withdraw.mutateAsync(id);
      toast.success(`Invitation to ${email} withdrawn`);
    } catch (failure) {
      toast.error(errorMessage(failure, 'The invitation could not be withdrawn. Please try again.'));
    }
  };

  let content;
  if (invitations.isError && !data)
    content = <LoadFailed message="Could not load the invitations." onRetry={() => void invitations.refetch()} />;
  else if (!data) content = <Skeleton variant="rounded" height={96} />;
  else if (data.length === 0) content = <Typography color="text.secondary">No invitations are waiting.</Typography>;
  else
    content = (
      <TableContainer component={Paper}>
        <Table size="small" aria-labelledby="pending-invitations-title">
          <TableHead>
            <TableRow>
              <TableCell>Email</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Expires</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((invitation) => {
              const busy = withdraw.isPending && withdraw.variables === invitation.id;
              return (
                <TableRow key={invitation.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{invitation.email}</TableCell>
                  <TableCell>{roleLabels[invitation.role]}</TableCell>
                  <TableCell>{dateTime(invitation.expiresAt)}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      aria-label={`Withdraw the invitation to ${invitation.email}`}
                      onClick={() => void withdrawOne(invitation)}
                      disabled={busy}
                    >
                      {busy ? 'Withdrawing...' : 'Withdraw'}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    );

  return (
    <section aria-labelledby="pending-invitations-title">
      <Typography variant="h3" component="h2" id="pending-invitations-title" sx={{ mb: 2 }}>
        Pending invitations
      </Typography>
      {content}
    </section>
  );
}
