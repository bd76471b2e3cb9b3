import { Link } from 'react-router';
import { BadgeCheck } from 'lucide-react';
import type { Game } from '@paytable/contracts';
import { Badge } from '@/components/ui/badge';
import { formatMaxWin, formatRtp, formatVolatility } from '../lib/format';
import { GameTile } from './game-tile';

/** A game in a grid: tile, name, provider and the three numbers a buyer compares first. */
export function GameCard({ game, to }: { game: Game; to: string }) {
  const figures = [
    ['RTP', formatRtp(game.rtp)],
    ['Volatility', formatVolatility(game.volatility)],
    ['Max win', formatMaxWin(game.maxWin)],
  ] as const;
  return (
    <Link
      to={to}
      className="group flex h-full w-full min-w-0 flex-col gap-2 rounded-lg border bg-card p-2 transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <GameTile game={game} className="transition-transform group-hover:scale-[1.01]" />
      <div className="flex flex-1 flex-col gap-1 px-1 pb-1">
        <div className="flex items-start justify-between gap-2">
          {/* Two lines are always reserved, so cards in a row keep one height whatever the name. */}
          <h3 className="line-clamp-2 min-h-[2.5em] text-sm leading-tight font-semibold break-words">{game.name}</h3>
          {!game.isActive ? <Badge variant="outline">Draft</Badge> : null}
        </div>
        <p className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
          <span className="truncate">{game.provider.name}</span>
          {game.provider.verified ? <BadgeCheck className="size-3.5 shrink-0 text-emerald-600" aria-label="Verified provider" /> : null}
        </p>
        {/* One figure per row: a label and its value never have to share a third of a narrow card. */}
        <dl className="mt-auto grid gap-px overflow-hidden rounded-md bg-border text-xs">
          {figures.map(([label, value]) => (
            <div key={label} className="flex items-baseline justify-between gap-2 bg-muted/60 px-2 py-1">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium whitespace-nowrap tabular-nums">{value}</dd>
            </div>
          ))}
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
        <li key={game.id} className="flex min-w-0">
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
          <div className="h-[4.75rem] animate-pulse rounded bg-muted" />
        </li>
      ))}
    </ul>
  );
}
