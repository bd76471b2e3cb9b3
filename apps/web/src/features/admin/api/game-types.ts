import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gamePaths, type GameType, type GameTypeInput } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/catalog/keys';

/** GET /api/v1/game-types (every type) or, with a term, GET /api/v1/game-types/search?q= (names containing it). */
export async function getAdminGameTypes(q: string): Promise<GameType[]> {
  const term = q.trim();
  if (!term) return unwrap(await apiClient.get(gamePaths.gameTypes));
  return unwrap(await apiClient.get(gamePaths.searchGameTypes, { params: { q: term } }));
}
export const adminGameTypesQueryOptions = (q: string) => queryOptions({ queryKey: catalogueKeys.gameTypeSearch(q.trim()), queryFn: () => getAdminGameTypes(q) });
export const useAdminGameTypes = (q: string) => useQuery({ ...adminGameTypesQueryOptions(q), placeholderData: keepPreviousData });

/** POST /api/v1/game-types */
export async function createGameType(input: GameTypeInput): Promise<GameType> {
  return unwrap(await apiClient.post(gamePaths.gameTypes, input));
}
/** PUT /api/v1/game-types/{id} */
export async function updateGameType(id: number, input: GameTypeInput): Promise<GameType> {
  return unwrap(await apiClient.put(gamePaths.gameType(id), input));
}
/** DELETE /api/v1/game-types/{id} — 409 while games use it. */
export async function deleteGameType(id: number): Promise<void> {
  await apiClient.delete(gamePaths.gameType(id));
}
/** POST /api/v1/game-types/{id}/toggle-status */
export async function toggleGameType(id: number): Promise<GameType> {
  return unwrap(await apiClient.post(gamePaths.toggleGameType(id)));
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: catalogueKeys.gameTypes() });
}

export function useSaveGameType() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: GameTypeInput }) => (id === undefined ? createGameType(input) : updateGameType(id, input)),
    onSuccess: invalidate,
  });
}
export function useDeleteGameType() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: deleteGameType, onSuccess: invalidate });
}
export function useToggleGameType() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: toggleGameType, onSuccess: invalidate });
}
