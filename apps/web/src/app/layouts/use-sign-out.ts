import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth/store';
import { notify } from '@/lib/notify';

/** Signs out locally (seed 000 §4): clear everything, toast, go to /. The auth feature adds the server call. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    useAuthStore.getState().clear();
    queryClient.clear();
    notify({ variant: 'success', title: 'Signed out successfully' });
    navigate('/');
  };
}
