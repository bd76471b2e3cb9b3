import { Link } from 'react-router';
import { BadgeCheck } from 'lucide-react';
import type { Game } from '@paytable/contracts';
import { Badge } from '@/components/ui/badge';
import { formatMaxWin, formatRtp, formatVolatility } from '../lib/format';
import { GameTile } from './game-tile';

/** A game in a grid: tile, name, provider and the three numbers a buyer compares first. */
export function GameCard({ game, to }: { game: Game; to: string }) {
  return (
    <Link
      to={to}
      className="group flex flex-col gap-2 rounded-lg border bg-card p-2 transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <GameTile game={game} className="transition-transform group-hover:scale-[1.01]" />
      <div className="grid gap-1 px-1 pb-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="line-clamp-2 text-sm leading-tight font-semibold">{game.name}</h3>
          {!game.isActive ? <Badge variant="outline">Draft</Badge> : null}
        </div>
        <p className="flex items-center gap-1 truncate text-xs text-muted-foreground">
          {game.provider.name}
          {game.provider.verified ? <BadgeCheck className="size-3.5 shrink-0 text-emerald-600" aria-label="Verified provider" /> : null}
        </p>
        <dl className="mt-1 grid grid-cols-3 gap-1 text-center text-[11px]">
          <div className="rounded bg-muted px-1 py-1">
            <dt className="text-muted-foreground">RTP</dt>
            <dd className="font-medium">{formatRtp(game.rtp)}</dd>
          </div>
          <div className="rounded bg-muted px-1 py-1">
            <dt className="text-muted-foreground">Volatility</dt>
            <dd className="truncate font-medium">{formatVolatility(game.volatility)}</dd>
          </div>
          <div className="rounded bg-muted px-1 py-1">
            <dt className="text-muted-foreground">Max win</dt>
            <dd className="font-medium">{formatMaxWin(game.maxWin)}</dd>
          </div>
        </dl>
      </div>
    </Link>
  );
}

/** A responsive grid of game cards. */
export function GameGrid({ games, hrefOf }: { games: Game[]; hrefOf: (game: Game) => string }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {games.map((game) => (
        <li key={game.id}>
          <GameCard game={game} to={hrefOf(game)} />
        </li>
      ))}
    </ul>
  );
}

/** Skeleton tiles while a grid loads. */
export function GameGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" role="status" aria-label="Loading games">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="grid gap-2 rounded-lg border p-2">
          <div className="aspect-[4/3] animate-pulse rounded-md bg-muted" />
          <div className="h-4 w-3/4 animate-pulse rounded bg-muted" />
          <div className="h-3 w-1/2 animate-pulse rounded bg-muted" />
        </li>
      ))}
    </ul>
  );
}
