import { useState } from 'react';
import { Check } from 'lucide-react';
import { PersonAvatar } from '@/components/person-avatar';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useContacts } from '../api/groups';

/** Choose people among one's connections (the only people one may add to a group). */
export function ContactPicker({ selected, onChange, exclude }: { selected: number[]; onChange: (ids: number[]) => void; exclude?: Set<number> }) {
  const contacts = useContacts(true);
  const [filter, setFilter] = useState('');
  const people = (contacts.data?.content ?? [])
    .map((connection) => connection.user)
    .filter((user) => !exclude?.has(user.id) && user.fullName.toLowerCase().includes(filter.trim().toLowerCase()));
  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((value) => value !== id) : [...selected, id]);

  return (
    <div className="grid gap-2">
      <Input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="Filter your connections" aria-label="Filter your connections" />
      {contacts.isPending ? (
        <Skeleton className="h-24" />
      ) : contacts.isError ? (
        <p className="text-sm text-destructive">Could not load your connections.</p>
      ) : people.length === 0 ? (
        <p className="py-3 text-center text-sm text-muted-foreground">No connections to add.</p>
      ) : (
        <ul className="grid max-h-56 gap-1 overflow-y-auto" aria-label="Your connections">
          {people.map((user) => {
            const isSelected = selected.includes(user.id);
            return (
              <li key={user.id}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => toggle(user.id)}
                  className={cn('flex w-full items-center gap-3 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted', isSelected && 'bg-primary/10')}
                >
                  <PersonAvatar person={user} className="size-7" />
                  <span className="flex-1 truncate">{user.fullName}</span>
                  {isSelected ? <Check className="size-4 text-primary" aria-hidden="true" /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
