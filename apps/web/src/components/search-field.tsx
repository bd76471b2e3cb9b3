import type { ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

type SearchFieldProps = ComponentProps<typeof Input> & {
  /** Classes of the positioning wrapper (width, flex growth); `className` goes to the input. */
  wrapperClassName?: string;
};

/** A text field with the search icon inside its left edge: the one look of every list filter and search box. */
export function SearchField({ wrapperClassName, className, type = 'search', ...inputProps }: SearchFieldProps) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input type={type} className={cn('pl-9', className)} {...inputProps} />
    </div>
  );
}
