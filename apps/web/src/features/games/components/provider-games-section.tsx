import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { marketplacePaths } from '@/lib/marketplace-paths';
import { useProviderGames } from '@/lib/provider-games';
import { GameGrid } from './game-card';

/** A studio's games on its marketplace profile: the first ten and a link to all; nothing when it has none. */
export function ProviderGamesSection({ companyId }: { companyId: number }) {
  const games = useProviderGames(companyId, { page: 0, size: 10 });
  if (!games.data || games.data.totalElements === 0) return null;
  return (
    <section className="grid gap-3" aria-labelledby="games-heading">
      <div className="flex items-center justify-between gap-2">
        <h2 id="games-heading" className="text-lg font-semibold">
          Games <span className="text-sm font-normal text-muted-foreground">({games.data.totalElements})</span>
        </h2>
        <Button asChild variant="ghost" size="sm">
          <Link to={marketplacePaths.companyGames(companyId)}>
            All games <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <GameGrid games={games.data.content} hrefOf={(game) => marketplacePaths.game(game.id)} />
    </section>
  );
}
