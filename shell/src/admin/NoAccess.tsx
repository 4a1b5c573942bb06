import { Button, Paper, Typography } from '@mui/material';
import type { AdminRole } from '@shared/domain';
import { homeOf, roleLabels } from '@shared/domain/roles';
import { AdminPage } from '@shared/ui';
import { Link } from 'react-router-dom';

/**
 * What a member meets at the address of a page their role may not open (docs/product-rules.md#roles):
 * a page that says so and where to go, rather than a blank page or a loop of redirects. The API
 * refuses the page's calls all the same.
 */
export function NoAccess({ role }: { role: AdminRole }) {
  return (
    <AdminPage title="You don't have access">
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
        <Typography sx={{ mb: 2 }}>
          Your role ({roleLabels[role]}) cannot open this page. If you need it, ask an owner of the team to change your role.
        </Typography>
        <Button variant="contained" component={Link} to={homeOf(role)}>
          Go to your start page
        </Button>
      </Paper>
    </AdminPage>
  );
}
