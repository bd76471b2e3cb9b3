import { Fragment } from 'react';
import { cn } from '@/lib/utils';

/**
 * An e-mail address in running text that wraps where a reader expects it to — before the '@' and before
 * each dot — rather than mid-word; a single part longer than the line still breaks rather than overflow.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className={cn('font-medium break-words text-foreground', className)}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
