import type { ReactElement, ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/utils';

type ConfirmDialogProps = {
  /** The control that opens the dialog (a Button); it keeps its own label and look. */
  trigger: ReactElement;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The action cannot be undone or reaches other people: the confirm button is red. */
  destructive?: boolean;
  onConfirm: () => void;
};

/**
 * Asks before an action with consequences (withdrawing an application, telling followers of a release).
 * An accessible alert dialog: focus moves into it on Cancel, Escape closes it, focus returns to the trigger.
 */
export function ConfirmDialog({ trigger, title, description, confirmLabel, cancelLabel = 'Cancel', destructive = false, onConfirm }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">{description}</AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className={cn(buttonVariants({ variant: destructive ? 'destructive' : 'default' }))} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
