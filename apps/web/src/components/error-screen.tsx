import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, DatabaseZap, LockKeyhole, WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { detectErrorKind, type ErrorKind } from '@/lib/error-kind';
import { cn } from '@/lib/utils';

type ScreenProps = {
  onRetry?: () => void;
  className?: string;
};

function Frame({ icon, title, message, children, className, tone = 'destructive' }: {
  icon: ReactNode;
  title: string;
  message: string;
  children?: ReactNode;
  className?: string;
  tone?: 'destructive' | 'primary';
}) {
  return (
    <div role="alert" className={cn('mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center', className)}>
      <div
        className={cn(
          'mb-5 flex size-14 items-center justify-center rounded-full',
          tone === 'destructive' ? 'bg-destructive/10 text-destructive' : 'bg-primary/10 text-primary',
        )}
        aria-hidden="true"
      >
        {icon}
      </div>
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <p className="mt-2 text-sm text-muted-foreground">{message}</p>
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}

const reload = () => window.location.reload();

export function ConnectionError({ onRetry = reload, className }: ScreenProps) {
  return (
    <Frame
      className={className}
      icon={<WifiOff className="size-7" />}
      title="Connection Error"
      message="Unable to connect to our servers. Please check your internet connection and try again."
    >
      <Button onClick={onRetry}>Try Again</Button>
    </Frame>
  );
}

export function AuthenticationError({ onRetry, showRetry = false, className }: ScreenProps & { showRetry?: boolean }) {
  return (
    <Frame
      className={className}
      tone="primary"
      icon={<LockKeyhole className="size-7" />}
      title="Authentication Error"
      message="Your session has expired or you don't have permission to access this resource."
    >
      <Button asChild>
        <Link to="/login">Log In Again</Link>
      </Button>
      {showRetry && onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      ) : null}
    </Frame>
  );
}

export function DataError({ onRetry = reload, context = 'data', className }: ScreenProps & { context?: string }) {
  return (
    <Frame
      className={className}
      icon={<DatabaseZap className="size-7" />}
      title="Data Error"
      message={`Unable to load ${context}. This might be a temporary issue.`}
    >
      <Button onClick={onRetry}>Retry Loading</Button>
      <Button variant="outline" asChild>
        <Link to="/dashboard">Go to Dashboard</Link>
      </Button>
    </Frame>
  );
}

export function PageError({ onRetry = reload, className }: ScreenProps) {
  return (
    <Frame
      className={className}
      icon={<AlertTriangle className="size-7" />}
      title="Page Error"
      message="Something went wrong while loading this page. This might be a temporary issue."
    >
      <Button onClick={onRetry}>Try Again</Button>
      <Button variant="outline" asChild>
        <Link to="/dashboard">Go to Dashboard</Link>
      </Button>
      <Button variant="ghost" onClick={reload}>
        Reload Application
      </Button>
    </Frame>
  );
}

/** The generic block for a failed widget or section. */
export function GenericError({ onRetry, className }: ScreenProps) {
  return (
    <div role="alert" className={cn('rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm', className)}>
      <p className="font-medium text-destructive">Something went wrong</p>
      <p className="mt-1 text-muted-foreground">An unexpected error occurred</p>
      {onRetry ? (
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          Try Again
        </Button>
      ) : null}
    </div>
  );
}

/** Picks the error screen from the error's message (network, auth, data, otherwise page). */
export function ErrorScreen({
  error,
  kind,
  context,
  onRetry,
  className,
}: ScreenProps & { error?: unknown; kind?: ErrorKind; context?: string }) {
  const resolved = kind ?? detectErrorKind(error);
  switch (resolved) {
    case 'network':
      return <ConnectionError onRetry={onRetry} className={className} />;
    case 'auth':
      return <AuthenticationError onRetry={onRetry} showRetry={Boolean(onRetry)} className={className} />;
    case 'data':
      return <DataError onRetry={onRetry} context={context} className={className} />;
    default:
      return <PageError onRetry={onRetry} className={className} />;
  }
}
