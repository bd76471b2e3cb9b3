import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** ids of a field's hint and error, for aria-describedby. */
function describedBy(ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}

interface FieldFrameProps {
  /** The control's id (one is made when absent). */
  id: string | undefined;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shown to the right of the label (e.g. "Forgot password?"). */
  labelAside?: ReactNode;
  /** Marks the label "(optional)". */
  optional?: boolean;
  /** Renders the control with the props that tie it to the label, hint and error. */
  children: (control: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode;
}

/**
 * Label, control, hint and error in one: the error is announced (aria-invalid, aria-describedby) and the
 * hint stays linked too. Every labelled field of the forms below is drawn by this frame.
 */
function FieldFrame({ id, label, error, hint, labelAside, optional, children }: FieldFrameProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={controlId}>
          {label}
          {optional ? <span className="font-normal text-muted-foreground">(optional)</span> : null}
        </Label>
        {labelAside}
      </div>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy([hint !== undefined && hintId, Boolean(error) && errorId]),
      })}
      {hint !== undefined ? (
        <div id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </div>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type TextFieldProps = ComponentProps<typeof Input> & Omit<FieldFrameProps, 'id' | 'children'>;

/** A labelled input. Works with react-hook-form's `register()` (the ref is forwarded as a prop). */
export function TextField({ label, error, hint, labelAside, optional, id, className, ...props }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} labelAside={labelAside} optional={optional}>
      {(control) => <Input {...control} className={cn('h-10', className)} {...props} />}
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle; same labelling rules as TextField. */
export function PasswordField({ label, error, hint, labelAside, id, className, ...props }: Omit<TextFieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} labelAside={labelAside}>
      {(control) => (
        <div className="relative">
          <Input {...control} type={visible ? 'text' : 'password'} className={cn('h-10 pr-11', className)} {...props} />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            aria-controls={control.id}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = ComponentProps<'select'> & { label: ReactNode; error?: string; hint?: ReactNode };

export function SelectField({ label, error, hint, id, className, children, ...props }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <select
          {...control}
          className={cn(
            'flex h-10 w-full rounded-md border border-input bg-transparent px-3 text-base shadow-xs transition-[color,box-shadow] outline-none md:text-sm dark:bg-input/30',
            'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
            'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
            className,
          )}
          {...props}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; description?: ReactNode };

export function CheckboxField({ label, description, id, className, ...props }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const descriptionId = `${inputId}-description`;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={inputId}
        type="checkbox"
        aria-describedby={description ? descriptionId : undefined}
        className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-input accent-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        {...props}
      />
      <div className="grid gap-1">
        <Label htmlFor={inputId} className="cursor-pointer font-normal">
          {label}
        </Label>
        {description ? (
          <p id={descriptionId} className="text-xs text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
