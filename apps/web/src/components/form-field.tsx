import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

type Common = {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean | undefined;
  /** Classes of the field's wrapper (a grid placement), where `className` styles the control. */
  fieldClassName?: string | undefined;
};

const describedBy = (id: string, error?: string, hint?: ReactNode) => [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

function Frame({ id, label, error, hint, optional, fieldClassName, children }: Common & { id: string; children: ReactNode }) {
  return (
    <div className={cn('grid content-start gap-2', fieldClassName)}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-muted-foreground">(optional)</span> : null}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Label, input, hint and error announced together; works with react-hook-form's register(). */
export function InputField({ label, error, hint, optional, fieldClassName, id, ...props }: Common & ComponentProps<typeof Input>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Frame id={inputId} label={label} error={error} hint={hint} optional={optional} fieldClassName={fieldClassName}>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(inputId, error, hint)} className="h-10" {...props} />
    </Frame>
  );
}

export function TextareaField({ label, error, hint, optional, fieldClassName, id, ...props }: Common & ComponentProps<typeof Textarea>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Frame id={inputId} label={label} error={error} hint={hint} optional={optional} fieldClassName={fieldClassName}>
      <Textarea id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(inputId, error, hint)} {...props} />
    </Frame>
  );
}

/** Label, hint and error around any other control (a composite input); `children` receives the control's id. */
export function FormField({ label, error, hint, optional, fieldClassName, children }: Common & { children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} optional={optional} fieldClassName={fieldClassName}>
      {children(id)}
    </Frame>
  );
}

/** A labelled checkbox (the "active" flag of a catalogue entry). */
export function CheckboxField({ label, hint, fieldClassName, id, ...props }: { label: ReactNode; hint?: ReactNode; fieldClassName?: string | undefined } & Omit<ComponentProps<'input'>, 'type'>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={cn('flex items-start gap-3', fieldClassName)}>
      <input id={inputId} type="checkbox" className="mt-0.5 size-4 accent-primary" aria-describedby={hint ? `${inputId}-hint` : undefined} {...props} />
      <div className="grid gap-1">
        <Label htmlFor={inputId}>{label}</Label>
        {hint ? (
          <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The input look for a native <select>. */
export const selectClassName =
  'flex h-10 w-full rounded-md border border-input bg-transparent px-3 text-base shadow-xs transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm dark:bg-input/30';

/** Label, native select, hint and error; works with react-hook-form's register(). */
export function SelectField({ label, error, hint, optional, fieldClassName, id, className, children, ...props }: Common & ComponentProps<'select'>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Frame id={inputId} label={label} error={error} hint={hint} optional={optional} fieldClassName={fieldClassName}>
      <select id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(inputId, error, hint)} className={`${selectClassName} ${className ?? ''}`} {...props}>
        {children}
      </select>
    </Frame>
  );
}
