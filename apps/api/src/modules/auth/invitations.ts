import type { Db, Tx } from '../../db/client';

/**
 * Whether an e-mail address holds an open invitation: asked by registration while the platform's
 * registration is by invitation only (admin/settings). Identity does not know who invites people: the
 * modules that do (companies: a team invitation; admin: an invited prospect) provide a source each, and
 * any one that says yes lets the address register.
 */
export type InvitationSource = (ex: Db | Tx, email: string) => Promise<boolean>;

const sources = new Map<string, InvitationSource>();

/** Registers (or replaces) the invitation source of one module. */
export function provideInvitationSource(name: string, source: InvitationSource): void {
  sources.set(name, source);
}

export async function holdsInvitation(ex: Db | Tx, email: string): Promise<boolean> {
  for (const source of sources.values()) {
    if (await source(ex, email.toLowerCase())) return true;
  }
  return false;
}
