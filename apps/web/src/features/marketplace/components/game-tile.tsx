import { useState } from 'react';
import type { Game } from '@paytable/contracts';
import { cn } from '@/lib/utils';
import { nameInitials } from '@/lib/initials';
import { tileHue } from '../lib/format';

/** The game's 4:3 tile art, or a gradient with its initials when there is none. */
export function GameTile({ game, className }: { game: Pick<Game, 'id' | 'name' | 'tileUrl'>; className?: string }) {
  const [failed, setFailed] = useState(false);
  const hue = tileHue(game);
  return (
    <div className={cn('relative aspect-[4/3] overflow-hidden rounded-md bg-muted', className)}>
      {game.tileUrl && !failed ? (
        <img src={game.tileUrl} alt="" loading="lazy" className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        <div
          className="flex size-full items-center justify-center text-3xl font-bold tracking-tight text-white/90"
          style={{ background: `linear-gradient(135deg, hsl(${hue} 70% 42%), hsl(${(hue + 50) % 360} 75% 28%))` }}
          aria-hidden="true"
        >
          {nameInitials(game.name)}
        </div>
      )}
    </div>
  );
}
