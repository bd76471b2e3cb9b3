import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

type Common = {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean | undefined;
  /** Shown to the right of the label (e.g. "Forgot password?"). */
  labelAside?: ReactNode;
  /** Classes of the field's wrapper (a grid placement), where `className` styles the control. */
  fieldClassName?: string | undefined;
};

const describedBy = (id: string, error?: string, hint?: ReactNode) => [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** A field's error, announced with its control through aria-describedby (`id`). */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}

function Frame({ id, label, error, hint, optional, labelAside, fieldClassName, children }: Common & { id: string; children: ReactNode }) {
  const labelElement = (
    <Label htmlFor={id}>
      {label}
      {optional ? <span className="font-normal text-muted-foreground">(optional)</span> : null}
    </Label>
  );
  return (
    <div className={cn('grid content-start gap-2', fieldClassName)}>
      {labelAside ? (
        <div className="flex items-center justify-between gap-2">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children}
      {/* A div: a hint may hold a list (the password policy). */}
      {hint ? (
        <div id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </div>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Label, input, hint and error announced together; works with react-hook-form's register(). */
export function InputField({ label, error, hint, optional, labelAside, fieldClassName, id, className, ...props }: Common & ComponentProps<typeof Input>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Frame id={inputId} label={label} error={error} hint={hint} optional={optional} labelAside={labelAside} fieldClassName={fieldClassName}>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(inputId, error, hint)} className={cn('h-10', className)} {...props} />
    </Frame>
  );
}

/** A password input with a show/hide toggle; labelled like InputField. */
export function PasswordField({ label, error, hint, optional, labelAside, fieldClassName, id, className, ...props }: Common & Omit<ComponentProps<typeof Input>, 'type'>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <Frame id={inputId} label={label} error={error} hint={hint} optional={optional} labelAside={labelAside} fieldClassName={fieldClassName}>
      <div className="relative">
        <Input
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          className={cn('h-10 pr-11', className)}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
        </button>
      </div>
    </Frame>
  );
}

export function TextareaField({ label, error, hint, optional, labelAside, fieldClassName, id, ...props }: Common & ComponentProps<typeof Textarea>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Frame id={inputId} label={label} error={error} hint={hint} optional={optional} labelAside={labelAside} fieldClassName={fieldClassName}>
      <Textarea id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(inputId, error, hint)} {...props} />
    </Frame>
  );
}

/** Label, hint and error around any other control (a composite input); `children` receives the control's id. */
export function FormField({ label, error, hint, optional, labelAside, fieldClassName, children }: Common & { children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} optional={optional} labelAside={labelAside} fieldClassName={fieldClassName}>
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
      <input id={inputId} type="checkbox" className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none" aria-describedby={hint ? `${inputId}-hint` : undefined} {...props} />
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
export function SelectField({ label, error, hint, optional, labelAside, fieldClassName, id, className, children, ...props }: Common & ComponentProps<'select'>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Frame id={inputId} label={label} error={error} hint={hint} optional={optional} labelAside={labelAside} fieldClassName={fieldClassName}>
      <select id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(inputId, error, hint)} className={`${selectClassName} ${className ?? ''}`} {...props}>
        {children}
      </select>
    </Frame>
  );
}
