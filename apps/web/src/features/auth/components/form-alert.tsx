import type { ReactNode } from 'react';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import { cn } from '@/lib/utils';

const styles = {
  error: { box: 'border-destructive/30 bg-destructive/5 text-destructive', Icon: AlertCircle },
  success: { box: 'border-success/30 bg-success/10 text-success', Icon: CheckCircle2 },
  info: { box: 'border-primary/20 bg-primary/5 text-foreground', Icon: Info },
} as const;

/** A message above or below a form. Errors are announced at once (role="alert"), others politely. */
export function FormAlert({
  variant = 'error',
  title,
  children,
  className,
}: {
  variant?: keyof typeof styles;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const { box, Icon } = styles[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border px-3.5 py-3 text-sm', box, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-0.5">
        {title ? <p className="font-medium">{title}</p> : null}
        {children ? <div className={cn(title && 'text-foreground/80')}>{children}</div> : null}
      </div>
    </div>
  );
}
