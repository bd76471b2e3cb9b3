export type InitialsSource = {
  firstName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
  email?: string | null;
};

/**
 * Avatar initials (seed 000 §2): from first and last name, else the full name, else the first letter of
 * the e-mail, else 'U'.
 */
export function getInitials(user: InitialsSource | null | undefined): string {
  const first = user?.firstName?.trim() ?? '';
  const last = user?.lastName?.trim() ?? '';
  if (first && last) return (first[0]! + last[0]!).toUpperCase();

  const full = user?.fullName?.trim() ?? '';
  if (full) {
    const parts = full.split(/\s+/);
    const a = parts[0]![0]!;
    const b = parts.length > 1 ? parts[parts.length - 1]![0]! : '';
    return (a + b).toUpperCase();
  }

  // Only one of first/last name: still a name, use it before falling back to the e-mail.
  if (first || last) return (first || last)[0]!.toUpperCase();

  const email = user?.email?.trim() ?? '';
  if (email) return email[0]!.toUpperCase();

  return 'U';
}

/** Initials of an organisation or product name: the first letters of its first two words (symbols skipped). */
export const nameInitials = (name: string): string =>
  name
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
