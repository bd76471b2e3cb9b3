import { Link } from 'react-router';
import { Gamepad2 } from 'lucide-react';
import { useGames } from '@/features/games/api/get-games';
import { GameTile } from '@/features/games/components/game-tile';
import { HomeCard, RowsSkeleton } from './home-card';

/** The newest activity of the modules that exist: games newly published in the marketplace. */
export function NewestCard() {
  const games = useGames({ page: 0, size: 4, sort: 'newest' });
  const list = games.data?.content ?? [];
  return (
    <HomeCard title="New in the marketplace" icon={Gamepad2} action={{ to: '/dashboard/marketplace?tab=games', label: 'All games' }}>
      {games.isPending ? <RowsSkeleton rows={2} label="Loading new games" /> : null}
      {games.isError ? <p className="text-sm text-muted-foreground">New games could not be loaded.</p> : null}
      {games.isSuccess && list.length === 0 ? <p className="text-sm text-muted-foreground">No games published yet.</p> : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="New games">
        {list.map((game) => (
          <li key={game.id} className="min-w-0">
            <Link to={`/dashboard/marketplace/game/${game.id}`} className="group grid gap-1.5">
              <GameTile game={game} />
              <span className="truncate text-sm font-medium group-hover:underline">{game.name}</span>
              <span className="-mt-1 truncate text-xs text-muted-foreground">{game.provider.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeCard>
  );
}
