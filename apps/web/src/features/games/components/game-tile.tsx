import { useState, type ReactNode } from 'react';
import type { Game } from '@paytable/contracts';
import { cn } from '@/lib/utils';
import { coverDesign, type CoverDesign } from '../lib/cover';

type TileGame = Pick<Game, 'id' | 'name' | 'tileUrl'> & { themes?: string[]; provider?: { name: string } | null };

/** The motif of a generated cover, drawn in a 400×300 box (the tile's 4:3). */
function Motif({ design }: { design: CoverDesign }): ReactNode {
  const { motif, turn, accent } = design;
  const offset = (turn % 90) - 45;
  switch (motif) {
    case 'rays':
      return (
        <g fill={accent} opacity="0.2" transform={`rotate(${offset / 4} 200 330)`}>
          {Array.from({ length: 9 }, (_, index) => (
            <path key={index} d="M200 330 L176 -60 L224 -60 Z" transform={`rotate(${-80 + index * 20} 200 330)`} />
          ))}
          <circle cx="200" cy="330" r="90" opacity="0.6" />
        </g>
      );
    case 'waves':
      return (
        <g fill="none" stroke={accent} strokeWidth="10" opacity="0.28">
          {[0, 1, 2, 3, 4].map((row) => (
            <path key={row} d={`M-20 ${150 + row * 34 + offset / 3} q 50 -36 100 0 t 100 0 t 100 0 t 100 0 t 100 0`} />
          ))}
        </g>
      );
    case 'stars':
      return (
        <g fill={accent}>
          {Array.from({ length: 22 }, (_, index) => {
            const x = (index * 97 + turn * 3) % 400;
            const y = (index * 57 + turn) % 210;
            return <circle key={index} cx={x} cy={y} r={1 + ((index * 7 + turn) % 4)} opacity={0.25 + ((index % 4) * 0.15)} />;
          })}
          <circle cx={300 + offset} cy={70} r="46" opacity="0.18" />
        </g>
      );
    case 'rings':
      return (
        <g fill="none" stroke={accent} opacity="0.25">
          {[0, 1, 2, 3].map((ring) => (
            <circle key={ring} cx={310 + offset} cy={60} r={30 + ring * 34} strokeWidth={14 - ring * 3} />
          ))}
        </g>
      );
    case 'diamonds':
      return (
        <g fill={accent} opacity="0.2" transform={`rotate(${offset / 3} 200 150)`}>
          {Array.from({ length: 12 }, (_, index) => {
            const x = 40 + (index % 4) * 110 + (Math.floor(index / 4) % 2) * 55;
            const y = 10 + Math.floor(index / 4) * 70;
            return <path key={index} d={`M${x} ${y} l 26 34 l -26 34 l -26 -34 Z`} />;
          })}
        </g>
      );
    case 'peaks':
      return (
        <g fill={accent}>
          <path d={`M-10 230 L ${90 + offset} 90 L 210 230 Z`} opacity="0.2" />
          <path d={`M120 240 L ${260 + offset / 2} 60 L 420 240 Z`} opacity="0.28" />
          <circle cx={330 - offset} cy={48} r="22" opacity="0.3" />
        </g>
      );
  }
}

/**
 * A designed cover for a game without art: its theme's colours and shapes, shifted by its provider and
 * placed by its name, with the theme and the name set in type. In a small box (under ~9 rem)
 * only the artwork shows.
 */
export function GeneratedCover({ game }: { game: TileGame }) {
  const design = coverDesign(game);
  return (
    <div className="@container relative size-full text-white" style={{ background: `linear-gradient(145deg, ${design.from}, ${design.to})` }}>
      <svg viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 size-full" aria-hidden="true" focusable="false">
        <Motif design={design} />
      </svg>
      <div className="absolute inset-x-0 bottom-0 grid gap-0.5 bg-gradient-to-t from-black/55 to-transparent p-2.5 pt-8 @max-[9rem]:hidden @[16rem]:p-4">
        <span className="text-[10px] font-semibold tracking-[0.14em] text-white/75 uppercase">{design.label}</span>
        <span className="line-clamp-2 text-sm leading-tight font-bold text-balance [text-shadow:0_1px_2px_rgb(0_0_0/0.35)] @[16rem]:text-xl">{game.name}</span>
      </div>
    </div>
  );
}

/** The game's 4:3 tile art, or its generated cover when there is none (or the image fails). */
export function GameTile({ game, className }: { game: TileGame; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={cn('relative aspect-[4/3] overflow-hidden rounded-md bg-muted', className)}>
      {game.tileUrl && !failed ? (
        <img src={game.tileUrl} alt="" loading="lazy" className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        <div className="size-full" aria-hidden="true">
          <GeneratedCover game={game} />
        </div>
      )}
    </div>
  );
}
