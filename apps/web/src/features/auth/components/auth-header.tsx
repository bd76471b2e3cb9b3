import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Heading block of every auth screen: optional icon, the page's h1 and a short line under it. */
export function AuthHeader({
  title,
  description,
  icon: Icon,
  tone = 'primary',
}: {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  tone?: 'primary' | 'success' | 'destructive';
}) {
  return (
    <div className="mb-6 flex flex-col items-center text-center">
      {Icon ? (
        <div
          aria-hidden="true"
          className={cn(
            'mb-4 flex size-12 items-center justify-center rounded-2xl',
            tone === 'primary' && 'bg-primary/10 text-primary',
            tone === 'success' && 'bg-success/15 text-success',
            tone === 'destructive' && 'bg-destructive/10 text-destructive',
          )}
        >
          <Icon className="size-6" />
        </div>
      ) : null}
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {description ? <p className="mt-2 text-sm text-balance text-muted-foreground">{description}</p> : null}
    </div>
  );
}
