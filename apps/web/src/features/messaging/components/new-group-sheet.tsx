import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createGroupChatSchema, type CreateGroupChatInput, type GroupChat } from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { notify } from '@/lib/notify';
import { notifyApiError } from '@/lib/notify-api-error';
import { useCreateGroupChat } from '../api/groups';
import { ContactPicker } from './contact-picker';

/** Create a group chat with a name and some of one's connections; the creator becomes its owner. */
export function NewGroupSheet({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: (chat: GroupChat) => void }) {
  const create = useCreateGroupChat();
  const [memberIds, setMemberIds] = useState<number[]>([]);
  const form = useForm<CreateGroupChatInput>({ resolver: zodResolver(createGroupChatSchema), defaultValues: { name: '', memberIds: [] } });
  const submit = form.handleSubmit((values) =>
    create.mutate(
      { ...values, memberIds },
      {
        onSuccess: (chat) => {
          notify({ variant: 'success', title: 'Group chat created' });
          form.reset();
          setMemberIds([]);
          onOpenChange(false);
          onCreated(chat);
        },
        onError: notifyApiError,
      },
    ),
  );
  const error = form.formState.errors.name?.message;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full gap-0 overflow-y-auto sm:max-w-md">
        <SheetHeader className="border-b">
          <SheetTitle>New group chat</SheetTitle>
          <SheetDescription>Bring several of your connections into one conversation.</SheetDescription>
        </SheetHeader>
        <form onSubmit={submit} className="grid gap-4 p-4" noValidate>
          <div className="grid gap-2">
            <label htmlFor="new-group-name" className="text-sm font-medium">
              Name
            </label>
            <Input id="new-group-name" placeholder="e.g. Q3 launch partners" aria-invalid={error ? true : undefined} {...form.register('name')} />
            {error ? <p className="text-xs text-destructive">{error}</p> : null}
          </div>
          <div className="grid gap-2">
            <p className="text-sm font-medium">Members</p>
            <ContactPicker selected={memberIds} onChange={setMemberIds} />
          </div>
          <Button type="submit" disabled={create.isPending}>
            Create group chat
          </Button>
        </form>
      </SheetContent>
    </Sheet>
  );
}
