import { AdminQueries } from '../admin/AdminQueries';
import { InvitationPage } from './InvitationPage';

/** The invitation page with the query client it reads the invitation through: both come in its chunk, not the login's. */
export default function InvitationRoute({ token }: { token: string }) {
  return (
    <AdminQueries>
      <InvitationPage token={token} />
    </AdminQueries>
  );
}
