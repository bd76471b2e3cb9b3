import { BadgeCheck, Briefcase, Building2, Gamepad2, Package, User } from 'lucide-react';
import type { SearchResult } from '@paytable/contracts';
import { cn } from '@/lib/utils';

const ICONS = { user: User, company: Building2, game: Gamepad2, product: Package, business_type: Briefcase } as const;
const TYPE_LABELS = { user: 'Person', company: 'Company', game: 'Game', product: 'Product', business_type: 'Business type' } as const;

const imageOf = (result: SearchResult): string | null => {
  const { metadata } = result;
  const url = metadata.logoUrl ?? metadata.tileUrl ?? metadata.profileImageUrl;
  return typeof url === 'string' ? url : null;
};

/** A line under the title: the facts a result carries (provider and RTP of a game, a person's company…). */
function detailOf(result: SearchResult): string | null {
  const { metadata } = result;
  const parts: string[] = [];
  if (typeof metadata.providerName === 'string') parts.push(metadata.providerName);
  if (typeof metadata.gameType === 'string') parts.push(metadata.gameType);
  if (typeof metadata.rtp === 'number') parts.push(`RTP ${metadata.rtp.toFixed(2)}%`);
  if (typeof metadata.companyName === 'string') parts.push(metadata.companyName);
  if (typeof metadata.headquarters === 'string') parts.push(metadata.headquarters);
  if (parts.length > 0) return parts.join(' · ');
  return result.description;
}

/** One search result: picture or icon, title, what it is, and a line of detail. */
export function SearchResultItem({ result, compact = false }: { result: SearchResult; compact?: boolean }) {
  const Icon = ICONS[result.type];
  const image = imageOf(result);
  const detail = detailOf(result);
  return (
    <span className="flex min-w-0 items-center gap-3">
      <span className={cn('flex shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted text-muted-foreground', compact ? 'size-8' : 'size-10')}>
        {image ? <img src={image} alt="" className="size-full object-cover" /> : <Icon className="size-4" aria-hidden="true" />}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1.5">
          <span className="truncate font-medium">{result.title}</span>
          {result.metadata.verified === true ? <BadgeCheck className="size-3.5 shrink-0 text-emerald-600" aria-label="Verified" /> : null}
        </span>
        <span className="block truncate text-xs text-muted-foreground">
          {TYPE_LABELS[result.type]}
          {detail ? ` · ${detail}` : ''}
        </span>
      </span>
    </span>
  );
}
