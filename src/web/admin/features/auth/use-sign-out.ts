import { useNavigate } from 'react-router';
import { paths } from '../../../paths';
import { sessionApi } from './session-api';

/** Ends the session on the server, then leaves the admin area. */
export function useSignOut() {
  const navigate = useNavigate();
  return async () => {
    await sessionApi.logout().catch(() => {});
    navigate(paths.login, { replace: true });
  };
}
