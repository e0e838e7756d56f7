import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';

/** Dashboard: empty; sends a host to their games and an admin to the hosts list. */
export function Dashboard() {
  const user = useCurrentUser().data;
  if (!user) return null;
  return <Navigate to={user.role === 'admin' ? '/hosts/list' : '/host/games/list'} replace />;
}
