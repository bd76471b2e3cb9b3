import type { FastifyInstance } from 'fastify';
import { provideCompanyTwoFactorRule, provideInvitationSource, provideUserCompanyView } from '../auth/index';
import { hasOpenInvitationFor, membersCompanyRequiresTwoFactor } from './membership-repository';
import { mailJoinRequest } from './join-requests';
import { applyRegistrationAssociation, loadUserCompanyView, userCompanyFields } from './service';

/**
 * How the companies module takes part in identity without identity depending on it: it turns a proven
 * registration into its company association (and a pending team invitation counts as an invitation to register) (in the verification's transaction, so only proven
 * addresses reach the admin queue), and it gives the user object its company fields.
 */
export function connectCompaniesToIdentity(app: FastifyInstance): void {
  const deps = { platform: app.platform, log: app.log };
  app.platform.events.subscribe('user.email.verified', {
    name: 'companies.registration-association',
    async handle({ userId, at }, { tx, afterCommit }) {
      const joinRequest = await applyRegistrationAssociation(tx, userId, at);
      // A join request made at verification tells that company's admins, once committed.
      if (joinRequest) afterCommit(() => mailJoinRequest(deps, joinRequest));
    },
  });
  // While registration is by invitation only, a pending team invitation lets its address register.
  provideInvitationSource('companies', (ex, email) => hasOpenInvitationFor(ex, email, new Date()));
  provideUserCompanyView(async (ex, userId) => {
    const view = await loadUserCompanyView(ex, userId);
    return view ? userCompanyFields(view) : undefined;
  });
  // A company admin's rule that members sign in with two-factor.
  provideCompanyTwoFactorRule(membersCompanyRequiresTwoFactor);
}
