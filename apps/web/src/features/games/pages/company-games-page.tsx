import { Link, useParams } from 'react-router';
import { ArrowLeft, Gamepad2 } from 'lucide-react';
import { DataError } from '@/components/error-screen';
import { EmptyState, PageHeader, Pager } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { statusOf } from '@/lib/api-client';
import { useCompany } from '@/lib/company-directory';
import { useProviderGames } from '@/lib/provider-games';
import { GameGrid, GameGridSkeleton } from '../components/game-card';
import { SearchInput } from '@/components/search-input';
import { marketplacePaths } from '@/lib/marketplace-paths';
import { useUrlFilters } from '@/lib/use-url-filters';

/** /dashboard/marketplace/company/{id}/games: one provider's catalogue, searchable and paged. */
export function CompanyGamesPage() {
  const { companyId } = useParams();
  const id = Number(companyId);
  const { values, set, page } = useUrlFilters(['q'] as const);
  const company = useCompany(id);
  const games = useProviderGames(id, { page, size: 20, search: values.q || undefined });

  if (games.isError && statusOf(games.error) === 404) {
    return <EmptyState title="Provider not found">It does not exist, or it is not listed in the marketplace.</EmptyState>;
  }
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to={marketplacePaths.company(id)}>
          <ArrowLeft aria-hidden="true" /> {company.data?.name ?? 'Company'}
        </Link>
      </Button>
      <PageHeader title={company.data ? `Games by ${company.data.name}` : 'Games'} description={games.data ? `${games.data.totalElements} games` : undefined} />
      <div className="max-w-md">
        <SearchInput label="Search this provider's games" placeholder="Search games…" value={values.q} onChange={(q) => set({ q })} />
      </div>
      {games.isPending ? (
        <GameGridSkeleton />
      ) : games.isError ? (
        <DataError context="games" onRetry={() => void games.refetch()} />
      ) : games.data.content.length === 0 ? (
        <EmptyState icon={<Gamepad2 className="size-5" />} title={values.q ? `No games match “${values.q}”` : 'No games listed yet'} />
      ) : (
        <div className="grid gap-3">
          <GameGrid games={games.data.content} hrefOf={(game) => marketplacePaths.game(game.id)} />
          <Pager page={games.data.number} totalPages={games.data.totalPages} onPage={(next) => set({ page: String(next) })} />
        </div>
      )}
    </div>
  );
}

export default CompanyGamesPage;
