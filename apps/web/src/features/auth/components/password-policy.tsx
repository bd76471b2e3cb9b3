import { Check, Circle } from 'lucide-react';
import { PASSWORD_POLICY } from '@paytable/contracts';
import { cn } from '@/lib/utils';

/**
 * The contract's password policy as a live checklist. The rules mirror `passwordSchema` (length, one
 * letter, one digit — PASSWORD_POLICY.description); password-policy.test.ts checks that the list agrees
 * with the schema, and the form itself validates with the schema.
 */
export const passwordRules = [
  { id: 'length', label: `At least ${PASSWORD_POLICY.minLength} characters`, test: (v: string) => v.length >= PASSWORD_POLICY.minLength },
  { id: 'letter', label: 'At least one letter', test: (v: string) => /\p{L}/u.test(v) },
  { id: 'digit', label: 'At least one digit', test: (v: string) => /\p{Nd}/u.test(v) },
] as const;

export function PasswordPolicy({ value }: { value: string }) {
  return (
    <ul aria-label="Password requirements" className="flex flex-wrap gap-x-4 gap-y-1">
      {passwordRules.map((rule) => {
        const met = rule.test(value);
        return (
          <li key={rule.id} className={cn('flex items-center gap-1.5 text-xs transition-colors', met ? 'text-success' : 'text-muted-foreground')}>
            {met ? <Check className="size-3.5" aria-hidden="true" /> : <Circle className="size-3" aria-hidden="true" />}
            <span>
              {rule.label}
              <span className="sr-only">{met ? ' (met)' : ' (not met yet)'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
