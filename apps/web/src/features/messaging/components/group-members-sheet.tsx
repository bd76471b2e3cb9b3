import { useState } from 'react';
import { LogOut, MoreHorizontal, UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateGroupChatSchema, type GroupChat, type GroupMember, type GroupMemberRole } from '@paytable/contracts';
import { PersonAvatar } from '@/components/person-avatar';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { notify } from '@/lib/notify';
import { notifyApiError } from '@/lib/notify-api-error';
import { useAddGroupMembers, useLeaveGroupChat, useRemoveGroupMember, useRenameGroupChat, useSetGroupMemberRole } from '../api/groups';
import { ContactPicker } from './contact-picker';

const roleLabel: Record<GroupMemberRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

/** What the signed-in member may do to another member (the server enforces the same rules). */
function allowedActions(myRole: GroupMemberRole, member: GroupMember) {
  if (member.isMe) return { remove: false, roles: [] as GroupMemberRole[] };
  const remove = myRole === 'owner' ? member.role !== 'owner' : myRole === 'admin' && member.role === 'member';
  const roles: GroupMemberRole[] = myRole === 'owner' ? (['admin', 'member', 'owner'] as const).filter((role) => role !== member.role) : [];
  return { remove, roles };
}

function RenameForm({ chat }: { chat: GroupChat }) {
  const rename = useRenameGroupChat();
  const form = useForm<{ name: string }>({ resolver: zodResolver(updateGroupChatSchema), values: { name: chat.name } });
  const submit = form.handleSubmit(({ name }) =>
    rename.mutate({ groupId: chat.id, name }, { onSuccess: () => notify({ variant: 'success', title: 'Group chat renamed' }), onError: notifyApiError }),
  );
  const error = form.formState.errors.name?.message;
  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <label htmlFor="group-name" className="text-sm font-medium">
        Name
      </label>
      <div className="flex gap-2">
        <Input id="group-name" aria-invalid={error ? true : undefined} {...form.register('name')} />
        <Button type="submit" variant="outline" disabled={rename.isPending}>
          Save
        </Button>
      </div>
      {error ? <p className="text-xs text-destructive">{error}</p> : null}
    </form>
  );
}

/** Members with their roles; owners and admins add, remove and rename; everyone may leave. */
export function GroupMembersSheet({ chat, open, onOpenChange, onLeft }: { chat: GroupChat; open: boolean; onOpenChange: (open: boolean) => void; onLeft: () => void }) {
  const [adding, setAdding] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const add = useAddGroupMembers();
  const remove = useRemoveGroupMember();
  const setRole = useSetGroupMemberRole();
  const leave = useLeaveGroupChat();
  const manages = chat.myRole === 'owner' || chat.myRole === 'admin';
  const memberIds = new Set(chat.members.map((member) => member.user.id));

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full gap-0 overflow-y-auto sm:max-w-md">
        <SheetHeader className="border-b">
          <SheetTitle>{chat.name}</SheetTitle>
          <SheetDescription>
            {chat.memberCount} member{chat.memberCount === 1 ? '' : 's'} · you are {roleLabel[chat.myRole].toLowerCase()}
          </SheetDescription>
        </SheetHeader>
        <div className="grid gap-6 p-4">
          {manages ? <RenameForm chat={chat} /> : null}
          <section className="grid gap-2" aria-labelledby="members-heading">
            <div className="flex items-center justify-between">
              <h3 id="members-heading" className="text-sm font-medium">
                Members
              </h3>
              {manages ? (
                <Button size="sm" variant="outline" onClick={() => setAdding((value) => !value)} aria-expanded={adding}>
                  <UserPlus aria-hidden="true" /> Add
                </Button>
              ) : null}
            </div>
            {adding ? (
              <div className="grid gap-2 rounded-lg border p-3">
                <ContactPicker selected={picked} onChange={setPicked} exclude={memberIds} />
                <Button
                  size="sm"
                  disabled={picked.length === 0 || add.isPending}
                  onClick={() =>
                    add.mutate(
                      { groupId: chat.id, userIds: picked },
                      {
                        onSuccess: () => {
                          setPicked([]);
                          setAdding(false);
                          notify({ variant: 'success', title: 'Members added' });
                        },
                        onError: notifyApiError,
                      },
                    )
                  }
                >
                  Add {picked.length || ''} to the group
                </Button>
              </div>
            ) : null}
            <ul className="grid gap-1">
              {chat.members.map((member) => {
                const actions = allowedActions(chat.myRole, member);
                return (
                  <li key={member.user.id} className="flex items-center gap-3 rounded-md px-1 py-1.5">
                    <PersonAvatar person={member.user} className="size-8" />
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-medium">
                        {member.user.fullName}
                        {member.isMe ? <span className="text-muted-foreground"> (you)</span> : null}
                      </p>
                      <p className="text-xs text-muted-foreground">{roleLabel[member.role]}</p>
                    </div>
                    {actions.remove || actions.roles.length > 0 ? (
                      <DropdownMenu>
                        <DropdownMenuTrigger asChild>
                          <Button size="icon" variant="ghost" aria-label={`Manage ${member.user.fullName}`}>
                            <MoreHorizontal aria-hidden="true" />
                          </Button>
                        </DropdownMenuTrigger>
                        <DropdownMenuContent align="end">
                          {actions.roles.map((role) => (
                            <DropdownMenuItem key={role} onSelect={() => setRole.mutate({ groupId: chat.id, userId: member.user.id, role }, { onError: notifyApiError })}>
                              {role === 'owner' ? 'Make owner (you become admin)' : `Make ${roleLabel[role].toLowerCase()}`}
                            </DropdownMenuItem>
                          ))}
                          {actions.remove ? (
                            <DropdownMenuItem variant="destructive" onSelect={() => remove.mutate({ groupId: chat.id, userId: member.user.id }, { onError: notifyApiError })}>
                              Remove from group
                            </DropdownMenuItem>
                          ) : null}
                        </DropdownMenuContent>
                      </DropdownMenu>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
          <Button
            variant="outline"
            className="text-destructive"
            disabled={leave.isPending}
            onClick={() =>
              leave.mutate(chat.id, {
                onSuccess: () => {
                  notify({ variant: 'success', title: 'You left the group chat' });
                  onOpenChange(false);
                  onLeft();
                },
                onError: notifyApiError,
              })
            }
          >
            <LogOut aria-hidden="true" /> Leave group
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
