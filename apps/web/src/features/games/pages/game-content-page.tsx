import { Link } from 'react-router';
import { Gamepad2, Plus } from 'lucide-react';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { notifyApiError } from '@/lib/notify-api-error';
import { useToggleGameStatus } from '../api/game-mutations';
import { useProviderGames } from '@/lib/provider-games';
import { CompanyAccessGate } from '@/components/company-access-gate';
import { GameTile } from '../components/game-tile';
import { SearchInput } from '@/components/search-input';
import { formatRtp, formatVolatility } from '../lib/format';
import { marketplacePaths } from '@/lib/marketplace-paths';
import { useUrlFilters } from '@/lib/use-url-filters';

function CompanyGames({ companyId }: { companyId: number }) {
  const { values, set, page } = useUrlFilters(['q'] as const);
  const games = useProviderGames(companyId, { page, size: 20, search: values.q || undefined });
  const toggle = useToggleGameStatus();
  return (
    <div className="grid gap-4">
      <div className="max-w-md">
        <SearchInput label="Search your games" placeholder="Search your games…" value={values.q} onChange={(q) => set({ q })} />
      </div>
      {games.isPending ? (
        <ListSkeleton rows={5} label="Loading your games" />
      ) : games.isError ? (
        <DataError context="your games" onRetry={() => void games.refetch()} />
      ) : games.data.content.length === 0 ? (
        <EmptyState
          icon={<Gamepad2 className="size-5" />}
          title={values.q ? `No games match “${values.q}”` : 'No games yet'}
          action={values.q ? undefined : <Button asChild size="sm"><Link to={marketplacePaths.manageGame('new')}>Add your first game</Link></Button>}
        >
          {values.q ? undefined : 'Add a game, give it a tile, and publish it to the casino games marketplace.'}
        </EmptyState>
      ) : (
        <>
          <ul className="divide-y rounded-lg border">
            {games.data.content.map((game) => (
              <li key={game.id} className="flex flex-wrap items-center gap-3 p-3">
                <GameTile game={game} className="w-20 shrink-0" />
                <div className="min-w-0 flex-1 basis-40">
                  <Link to={marketplacePaths.manageGame(game.id)} className="font-medium hover:underline">
                    {game.name}
                  </Link>
                  <p className="truncate text-xs text-muted-foreground">
                    {[game.gameType?.name, `RTP ${formatRtp(game.rtp)}`, formatVolatility(game.volatility)].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <div className="ml-auto flex items-center gap-2">
                  <Badge variant={game.isActive ? 'success' : 'outline'}>{game.isActive ? 'Published' : 'Draft'}</Badge>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={toggle.isPending}
                    onClick={() =>
                      toggle.mutate(game.id, {
                        onSuccess: (updated) => notify({ variant: 'success', title: updated.isActive ? 'Game published' : 'Game unpublished' }),
                        onError: notifyApiError,
                      })
                    }
                  >
                    {game.isActive ? 'Unpublish' : 'Publish'}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Pager page={games.data.number} totalPages={games.data.totalPages} onPage={(next) => set({ page: String(next) })} />
        </>
      )}
    </div>
  );
}

/** /dashboard/company/game-content: the company's games — add, edit, publish. */
export function GameContentPage() {
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-5">
      <PageHeader
        title="Game content"
        description="Your games in the casino games marketplace. Drafts are visible only to your team."
        actions={
          <Button asChild>
            <Link to={marketplacePaths.manageGame('new')}>
              <Plus aria-hidden="true" /> Add game
            </Link>
          </Button>
        }
      />
      <CompanyAccessGate privileges={['game_content']} what="Game content">
        {(companyId) => <CompanyGames companyId={companyId} />}
      </CompanyAccessGate>
    </div>
  );
}

export default GameContentPage;
