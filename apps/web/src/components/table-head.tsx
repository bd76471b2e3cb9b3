import { cn } from '@/lib/utils';

export interface Column {
  label: string;
  /** Figures sit right-aligned under a right-aligned heading. */
  numeric?: boolean;
}

/** The heading row of a plain data table: small muted labels over a bottom rule. */
export function TableHead({ columns, cellClassName }: { columns: readonly Column[]; cellClassName?: string }) {
  return (
    <thead>
      <tr className="border-b text-left text-xs text-muted-foreground">
        {columns.map((column, index) => (
          <th key={column.label} scope="col" className={cn('py-2 font-medium', index === 0 ? 'pr-3' : 'px-2', column.numeric && 'text-right', cellClassName)}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
