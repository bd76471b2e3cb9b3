import { useState } from 'react';
import { Building2 } from 'lucide-react';
import { initialsOf } from '../lib/format';
import { cn } from '@/lib/utils';

const SIZES = { sm: 'size-8 text-xs', md: 'size-12 text-sm', lg: 'size-16 text-lg' } as const;

/** A company's logo, or its initials when it has none or the image fails. */
export function ProviderLogo({ name, logoUrl, size = 'md', className }: { name: string; logoUrl: string | null; size?: keyof typeof SIZES; className?: string }) {
  const [failed, setFailed] = useState(false);
  const initials = initialsOf(name);
  return (
    <span className={cn('flex shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted font-semibold text-muted-foreground', SIZES[size], className)}>
      {logoUrl && !failed ? (
        <img src={logoUrl} alt="" className="size-full object-contain" onError={() => setFailed(true)} />
      ) : initials ? (
        <span aria-hidden="true">{initials}</span>
      ) : (
        <Building2 className="size-1/2" aria-hidden="true" />
      )}
    </span>
  );
}
