import { useState, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/utils';

export interface ConfirmActionProps {
  /** The button that opens the question. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  /** The confirming button's label (the action, e.g. "Regenerate key"). */
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: () => void;
}

/**
 * Asks before an action that cannot be taken back: an alert dialog (focus held inside, Escape or Cancel
 * closes it and changes nothing) whose confirming button runs `onConfirm`.
 */
export function ConfirmAction({ trigger, title, description, confirmLabel, destructive = false, onConfirm }: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-5 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">{description}</AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action className={cn(buttonVariants({ variant: destructive ? 'destructive' : 'default' }))} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
