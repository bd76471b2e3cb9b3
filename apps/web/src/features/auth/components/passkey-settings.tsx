import { useState, type FormEvent } from 'react';
import { Fingerprint, Loader2 } from 'lucide-react';
import type { Passkey } from '@paytable/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InputField } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { passkeysSupported, useAddPasskey, useRenamePasskey } from '../api/two-factor';
import { authErrorMessage } from '../errors';
import { FormAlert } from './form-alert';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ id: passkey.id, name: name.trim() }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-2" aria-label={`Rename ${passkey.name}`}>
      <InputField label="New name" autoFocus maxLength={60} value={name} onChange={(event) => setName(event.target.value)} error={rename.isError ? authErrorMessage(rename.error, 'Not renamed') : undefined} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={rename.isPending || name.trim() === ''}>
          Save name
        </Button>
      </div>
    </form>
  );
}

type Props = {
  passkeys: Passkey[];
  /** Recovery codes answered by the first second factor, to show once. */
  onRecoveryCodes: (codes: string[]) => void;
  /** The person confirmed removing this passkey: ask for a code or the password next. */
  onRemove: (passkey: Passkey) => void;
};

/** Settings › Two-factor sign-in › Passkeys: the person's passkeys (add, rename, remove). */
export function PasskeySettings({ passkeys, onRecoveryCodes, onRemove }: Props) {
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<number | null>(null);
  const supported = passkeysSupported();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(name.trim(), {
      onSuccess: ({ recoveryCodes }) => {
        setName('');
        notify({ variant: 'success', title: 'Passkey added' });
        if (recoveryCodes) onRecoveryCodes(recoveryCodes);
      },
    });
  };
  return (
    <section aria-labelledby="passkeys-title" className="grid gap-3">
      <h3 id="passkeys-title" className="flex items-center gap-2 text-sm font-semibold">
        <Fingerprint className="size-4 text-muted-foreground" aria-hidden="true" /> Passkeys
      </h3>
      {passkeys.length === 0 ? (
        <p className="text-sm text-muted-foreground">No passkeys yet. A passkey lets you finish signing in with your fingerprint, face or device PIN.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="grid gap-2 rounded-md border p-3 text-sm">
              {renaming === passkey.id ? (
                <RenameForm passkey={passkey} onDone={() => setRenaming(null)} />
              ) : (
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      <span className="break-words">{passkey.name}</span>
                      {passkey.synced ? <Badge variant="outline">Synced</Badge> : null}
                    </p>
                    <p className="text-muted-foreground">
                      Added {dateOf(passkey.createdAt)} · {passkey.lastUsedAt ? `last used ${dateOf(passkey.lastUsedAt)}` : 'not used yet'}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button type="button" variant="outline" size="sm" onClick={() => setRenaming(passkey.id)} aria-label={`Rename ${passkey.name}`}>
                      Rename
                    </Button>
                    <ConfirmDialog
                      trigger={
                        <Button type="button" variant="outline" size="sm" aria-label={`Remove ${passkey.name}`}>
                          Remove
                        </Button>
                      }
                      title={`Remove ${passkey.name}?`}
                      description={
                        passkeys.length === 1
                          ? 'You can no longer sign in with it. If it is your only second factor, two-factor sign-in turns off.'
                          : 'You can no longer sign in with it.'
                      }
                      confirmLabel="Remove passkey"
                      destructive
                      onConfirm={() => onRemove(passkey)}
                    />
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <form onSubmit={submit} noValidate className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end" aria-label="Add a passkey">
          <InputField label="Passkey name" placeholder="e.g. Work laptop" maxLength={60} value={name} onChange={(event) => setName(event.target.value)} />
          <Button type="submit" disabled={add.isPending || name.trim() === ''}>
            {add.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Add a passkey
          </Button>
          {add.isError ? (
            <div className="sm:col-span-2">
              <FormAlert title="Passkey not added">{authErrorMessage(add.error, 'The passkey could not be added. Please try again.')}</FormAlert>
            </div>
          ) : null}
        </form>
      ) : (
        <p className="text-sm text-muted-foreground">This browser cannot create passkeys.</p>
      )}
    </section>
  );
}
