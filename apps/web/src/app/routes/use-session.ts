import { useCallback } from 'react';
import { hasAnyRole, Role } from '@paytable/contracts/core';
import { getProfile } from '@/features/auth/api/get-profile';
import { useAuthStore } from '@/features/auth/store';

/**
 * What feature pages need to know about the session, handed to them as props by the route modules of
 * app/ (features never import each other): the user's id, whether it is a platform admin, and a way to
 * reload the user object after its company association changed.
 */
export function useSessionFacts() {
  const user = useAuthStore((state) => state.user);
  const reloadUser = useCallback(() => {
    getProfile()
      .then((fresh) => useAuthStore.getState().setUser(fresh))
      .catch(() => {
        // The next start-up or refresh loads it again; the page already shows the new state.
      });
  }, []);
  return { currentUserId: user?.id, isPlatformAdmin: hasAnyRole(user, [Role.ADMIN]), isFinance: hasAnyRole(user, [Role.ADMIN, Role.FINANCE_ADMIN]), reloadUser };
}
