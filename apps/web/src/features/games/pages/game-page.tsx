import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, BadgeCheck, ExternalLink, Pencil } from 'lucide-react';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { statusOf } from '@/lib/api-client';
import { useGame } from '../api/get-game';
import { useMyCompanyAccess } from '@/lib/my-company-access';
import { GameTile } from '../components/game-tile';
import { CompanyLogo } from '@/components/company-logo';
import { formatMaxWin, formatReleaseDate, formatRtp, formatVolatility, languageNames } from '../lib/format';
import { marketplacePaths } from '@/lib/marketplace-paths';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border bg-card px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

function TagList({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <section className="grid gap-2">
      <h2 className="text-sm font-semibold">{title}</h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <div className="flex flex-wrap gap-1.5">
          {items.map((item) => (
            <Badge key={item} variant="outline">
              {item}
            </Badge>
          ))}
        </div>
      )}
    </section>
  );
}

export type GamePageProps = {
  /** The provider's verified certifications (app/ composes the marketplace's badges in). */
  renderProviderBadges?: (providerId: number) => ReactNode;
};

/** /dashboard/marketplace/game/{id} (and /games/{id}): a game's sheet, what a buyer compares. */
export function GamePage({ renderProviderBadges }: GamePageProps = {}) {
  const { gameId } = useParams();
  const id = Number(gameId);
  const navigate = useNavigate();
  const game = useGame(id);
  const access = useMyCompanyAccess();
  const canEdit = Boolean(access.data && game.data && access.data.companyId === game.data.provider.id && access.data.privileges.includes('game_content'));

  if (!Number.isInteger(id) || id <= 0 || (game.isError && statusOf(game.error) === 404)) {
    return (
      <EmptyState title="Game not found" action={<Button asChild variant="outline" size="sm"><Link to="/dashboard/marketplace?tab=games">Browse games</Link></Button>}>
        It does not exist, or it is not published.
      </EmptyState>
    );
  }
  if (game.isPending) return <ListSkeleton rows={3} label="Loading game" />;
  if (game.isError) return <DataError context="this game" onRetry={() => void game.refetch()} />;
  const data = game.data;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 py-2">
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" className="w-fit" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/dashboard/marketplace?tab=games'))}>
          <ArrowLeft aria-hidden="true" /> Back
        </Button>
        {canEdit ? (
          <Button asChild variant="outline" size="sm">
            <Link to={marketplacePaths.manageGame(data.id)}>
              <Pencil aria-hidden="true" /> Edit game
            </Link>
          </Button>
        ) : null}
      </div>
      <div className="grid gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <GameTile game={data} className="rounded-xl border shadow-sm" />
        <div className="grid content-start gap-3">
          <div className="flex flex-wrap items-center gap-2">
            {data.gameType ? <Badge variant="secondary">{data.gameType.name}</Badge> : null}
            {!data.isActive ? <Badge variant="outline">Draft — not published</Badge> : null}
          </div>
          <h1 className="text-3xl font-semibold tracking-tight">{data.name}</h1>
          <Link to={marketplacePaths.company(data.provider.id)} className="flex w-fit items-center gap-2 rounded-md pr-2 hover:bg-muted">
            <CompanyLogo name={data.provider.name} logoUrl={data.provider.logoUrl} size="sm" />
            <span className="font-medium">{data.provider.name}</span>
            {data.provider.verified ? <BadgeCheck className="size-4 text-emerald-600" aria-label="Verified provider" /> : null}
          </Link>
          {renderProviderBadges?.(data.provider.id)}
          {data.description ? <p className="leading-relaxed text-muted-foreground">{data.description}</p> : null}
          {data.demoUrl ? (
            <Button asChild className="w-fit">
              <a href={data.demoUrl} target="_blank" rel="noreferrer noopener">
                Play demo <ExternalLink aria-hidden="true" />
              </a>
            </Button>
          ) : null}
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Fact label="RTP">{formatRtp(data.rtp)}</Fact>
        <Fact label="Volatility">{formatVolatility(data.volatility)}</Fact>
        <Fact label="Max win">{formatMaxWin(data.maxWin)}</Fact>
        <Fact label="Paylines">{data.paylines === null ? '—' : data.paylines.toLocaleString('en-US')}</Fact>
        <Fact label="Released">{formatReleaseDate(data.releaseDate)}</Fact>
        <Fact label="Certified in">{data.jurisdictions.length}</Fact>
      </dl>

      <div className="grid gap-5 md:grid-cols-2">
        <TagList title="Themes" items={data.themes} empty="No themes listed." />
        <TagList title="Mechanics" items={data.mechanics} empty="No mechanics listed." />
        <TagList title="Certified jurisdictions" items={data.jurisdictions.map((place) => place.name)} empty="No certifications listed." />
        <TagList title="Languages" items={languageNames(data.languages)} empty="No languages listed." />
        <TagList title="Currencies" items={data.currencies} empty="No currencies listed." />
      </div>
    </div>
  );
}

export default GamePage;
