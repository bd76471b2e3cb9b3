import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gamePaths, type CreateGameRequest, type Game, type UpdateGameRequest } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { providerGamesKeys } from '@/lib/provider-games';
import { gamesKeys } from './keys';

/** POST /api/v1/games */
export const createGame = async (input: CreateGameRequest): Promise<Game> => unwrap(await apiClient.post(gamePaths.games, input));
/** PUT /api/v1/games/{id} */
export const updateGame = async (id: number, input: UpdateGameRequest): Promise<Game> => unwrap(await apiClient.put(gamePaths.game(id), input));
/** POST /api/v1/games/{id}/toggle-status */
export const toggleGameStatus = async (id: number): Promise<Game> => unwrap(await apiClient.post(gamePaths.toggle(id)));

/** POST /api/v1/games/{id}/tile (multipart field "image"). */
export async function uploadGameTile(id: number, file: File): Promise<Game> {
  const form = new FormData();
  form.append('image', file);
  return unwrap(await apiClient.post(gamePaths.tile(id), form, { headers: { 'Content-Type': 'multipart/form-data' } }));
}

/** DELETE /api/v1/games/tile?imageUrl= */
export const removeGameTile = async (imageUrl: string): Promise<Game> => unwrap(await apiClient.delete(gamePaths.removeTile, { params: { imageUrl } }));

/**
 * Every game write answers the whole game: store it, and refresh the lists and filter facets it can
 * change (the catalogue, the provider's list, counts per provider, type and theme).
 */
function useGameWrite<A>(fn: (args: A) => Promise<Game>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (game) => {
      queryClient.setQueryData(gamesKeys.game(game.id), game);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: gamesKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: providerGamesKeys.company(game.provider.id) }),
        queryClient.invalidateQueries({ queryKey: gamesKeys.facets() }),
      ]);
    },
  });
}

export const useCreateGame = () => useGameWrite((input: CreateGameRequest) => createGame(input));
export const useUpdateGame = () => useGameWrite(({ id, input }: { id: number; input: UpdateGameRequest }) => updateGame(id, input));
export const useToggleGameStatus = () => useGameWrite((id: number) => toggleGameStatus(id));
export const useUploadGameTile = () => useGameWrite(({ id, file }: { id: number; file: File }) => uploadGameTile(id, file));
export const useRemoveGameTile = () => useGameWrite((imageUrl: string) => removeGameTile(imageUrl));
