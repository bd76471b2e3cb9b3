import { useState } from 'react';
import { Building2 } from 'lucide-react';
import { nameInitials } from '@/lib/initials';
import { cn } from '@/lib/utils';

const SIZES = { sm: 'size-9 text-xs', md: 'size-12 text-sm', lg: 'size-16 text-lg', xl: 'size-20 text-xl' } as const;

/** A company's logo, or its initials when it has none or the image fails to load. */
export function CompanyLogo({ name, logoUrl, size = 'md', className }: { name: string; logoUrl: string | null; size?: keyof typeof SIZES; className?: string }) {
  const [failed, setFailed] = useState(false);
  const initials = nameInitials(name);
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
