import { Button, Stack, useMediaQuery, useTheme } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useTeamMembers } from '@shared/api';
import { useAuth } from '@shared/auth';
import { roleLabels, type TeamMember } from '@shared/domain';
import { useMemo, useState } from 'react';
import { dateTime } from '../format';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { LoadFailed } from '@shared/ui';

const PAGE_SIZE = 25;

interface Actions {
  me: string | undefined;
  onChangeRole(member: TeamMember): void;
  onRemove(member: TeamMember): void;
}

function columnsFor({ me, onChangeRole, onRemove }: Actions): GridColDef<TeamMember>[] {
  return [
    {
      field: 'name',
      headerName: 'Name',
      minWidth: 150,
      flex: 1,
      renderCell: ({ row }) => (row.id === me ? `${row.name} (you)` : row.name),
    },
    { field: 'email', headerName: 'Email', minWidth: 200, flex: 1 },
    { field: 'role', headerName: 'Role', width: 110, valueFormatter: (role: TeamMember['role']) => roleLabels[role] },
    {
      field: 'lastSignInAt',
      headerName: 'Last sign-in',
      width: 190,
      valueFormatter: (at: string | null) => dateTime(at),
    },
    { field: 'twoFactor', headerName: 'Two-factor', width: 110, valueFormatter: (on: boolean) => (on ? 'On' : 'Off') },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 220,
      sortable: false,
      renderCell: ({ row, tabIndex }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Button
            size="small"
            variant="outlined"
            tabIndex={tabIndex}
            aria-label={`Change role of ${row.name}`}
            onClick={() => onChangeRole(row)}
          >
            Change role
          </Button>
          <Button size="small" color="error" tabIndex={tabIndex} aria-label={`Remove ${row.name}`} onClick={() => onRemove(row)}>
            Remove
          </Button>
        </Stack>
      ),
    },
  ];
}

/** On a phone: who, their role, and what can be done. */
const PHONE_FIELDS = ['name', 'role', 'actions'];

/** The members of the team, oldest first as the API sends them, each with Change role and Remove. */
export function MembersGrid() {
  const members = useTeamMembers();
  const { user } = useAuth();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [changing, setChanging] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const columns = useMemo(() => {
    const all = columnsFor({ me: user?.id, onChangeRole: setChanging, onRemove: setRemoving });
    return phone ? all.filter((column) => PHONE_FIELDS.includes(column.field)) : all;
  }, [user?.id, phone]);

  if (members.isError && !members.data) return <LoadFailed message="Could not load the team." onRetry={() => void members.refetch()} />;
  return (
    <>
      <DataGrid
        aria-label="Team members"
        rows={members.data ?? []}
        columns={columns}
        loading={members.isPending}
        autoHeight
        disableVirtualization
        disableRowSelectionOnClick
        disableColumnMenu
        pageSizeOptions={[PAGE_SIZE]}
        initialState={{ pagination: { paginationModel: { pageSize: PAGE_SIZE } } }}
        localeText={{ noRowsLabel: 'No members yet.' }}
        sx={{
          bgcolor: 'background.paper',
          // The member's name stays in view while a narrow grid scrolls sideways.
          '& .MuiDataGrid-cell[data-field="name"], & .MuiDataGrid-columnHeader[data-field="name"]': {
            position: 'sticky',
            left: 0,
            zIndex: 1,
            bgcolor: 'background.paper',
          },
        }}
      />
      {changing && <ChangeRoleDialog member={changing} onClose={() => setChanging(null)} />}
      {removing && <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}
