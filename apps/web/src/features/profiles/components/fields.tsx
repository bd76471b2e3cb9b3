import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

type FieldFrameProps = {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean | undefined;
  className?: string | undefined;
  children: (ids: { inputId: string; describedBy: string | undefined; invalid: true | undefined }) => ReactNode;
};

/** Label, control, hint and error, linked for screen readers (aria-invalid, aria-describedby). */
function FieldFrame({ label, error, hint, optional, className, children }: FieldFrameProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint !== undefined ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={inputId}>
        {label}
        {optional ? <span className="font-normal text-muted-foreground">(optional)</span> : null}
      </Label>
      {children({ inputId, describedBy, invalid: error ? true : undefined })}
      {hint !== undefined ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Common = { label: ReactNode; error?: string | undefined; hint?: ReactNode; optional?: boolean | undefined; fieldClassName?: string | undefined };

export function TextField({ label, error, hint, optional, fieldClassName, ...props }: Common & ComponentProps<typeof Input>) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional} className={fieldClassName}>
      {({ inputId, describedBy, invalid }) => <Input id={inputId} aria-invalid={invalid} aria-describedby={describedBy} {...props} />}
    </FieldFrame>
  );
}

export function TextareaField({ label, error, hint, optional, fieldClassName, ...props }: Common & ComponentProps<typeof Textarea>) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional} className={fieldClassName}>
      {({ inputId, describedBy, invalid }) => <Textarea id={inputId} aria-invalid={invalid} aria-describedby={describedBy} {...props} />}
    </FieldFrame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  optional,
  fieldClassName,
  options,
  placeholder,
  className,
  ...props
}: Common & ComponentProps<'select'> & { options: readonly { value: string; label: string }[]; placeholder: string }) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional} className={fieldClassName}>
      {({ inputId, describedBy, invalid }) => (
        <select
          id={inputId}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={cn(
            'h-9 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none md:text-sm',
            'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive',
            className,
          )}
          {...props}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function CheckboxField({ label, className, ...props }: { label: ReactNode } & Omit<ComponentProps<'input'>, 'type'>) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <input id={id} type="checkbox" className="size-4 rounded border-input accent-primary" {...props} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}
