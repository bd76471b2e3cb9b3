import { CheckCircle2, Circle, PartyPopper } from 'lucide-react';
import { profileCompletion, type Profile } from '@paytable/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/**
 * What makes up the completion percentage (the contract's weights): open steps first, then what is done.
 * A complete profile collapses to one line.
 */
export function CompletionChecklist({ profile }: { profile: Profile }) {
  const { items } = profileCompletion(profile);
  const open = items.filter((item) => !item.done);
  if (open.length === 0) {
    return (
      <Card>
        <CardContent className="flex items-center gap-3 text-sm">
          <PartyPopper className="size-5 shrink-0 text-success" aria-hidden="true" />
          <p>
            <span className="font-medium">Your profile is complete.</span> Partners see everything they need.
          </p>
        </CardContent>
      </Card>
    );
  }
  const ordered = [...open, ...items.filter((item) => item.done)];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Complete your profile</CardTitle>
        <CardDescription>
          {items.length - open.length} of {items.length} done. Complete profiles get more connection requests from partners.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm" aria-label="Profile checklist">
          {ordered.map((item) => (
            <li key={item.key} className="flex items-center gap-2">
              {item.done ? (
                <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden="true" />
              ) : (
                <Circle className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              <span className={cn('flex-1', item.done && 'text-muted-foreground line-through')}>{item.label}</span>
              <span className="text-xs tabular-nums text-muted-foreground">
                <span className="sr-only">{item.done ? 'done, ' : 'open, '}</span>+{item.weight}%
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
