import type { Owner, World } from './world';

export interface Fixture {
  value: string | number;
  owner: Owner;
}

type Rule = [pattern: RegExp, resolve: (world: World, enumValues: readonly unknown[] | undefined) => Fixture];

const A = { company: 'A' } as const;
const outsider = { user: 'outsider' } as const;

/**
 * The value of each path parameter, matched on `path#param` (path without /api/v1, first match wins), and
 * whose resource it names. A parameter no rule matches makes its operation unclassified: the test fails
 * until the new kind of resource gets a rule here.
 */
const rules: Rule[] = [
  [/^\/business-types\/\{id\}.*#id$/, (w) => ({ value: w.ids.businessType, owner: 'shared' })],
  [/^\/license-jurisdictions\/\{id\}.*#id$/, (w) => ({ value: w.ids.jurisdiction, owner: 'shared' })],
  [/^\/game-types\/\{id\}.*#id$/, (w) => ({ value: w.ids.gameType, owner: 'shared' })],
  [/^\/companies\/\{id\}\/(connect|disconnect|connection-status)#id$/, (w) => ({ value: w.companies.A, owner: 'shared' })],
  [/^\/companies\/connection-requests\/\{id\}\/\w+#id$/, (w) => ({ value: w.ids.companyRequestToA, owner: A })],
  [/^\/companies\/\{companyId\}\/jobs\/\{jobId\}.*#jobId$/, (w) => ({ value: w.ids.jobA, owner: A })],
  [/^\/companies\/\{companyId\}.*#companyId$/, (w) => ({ value: w.companies.A, owner: A })],
  [/^\/companies\/\{id\}.*#id$/, (w) => ({ value: w.companies.A, owner: A })],
  [/^\/user\/company-association\/\{id\}#id$/, (w) => ({ value: w.ids.colleagueMembership, owner: outsider })],
  [/^\/company\/(users|user-privileges\/user)\/\{userId\}.*#userId$/, (w) => ({ value: w.people.colleague.userId, owner: A })],
  [/^\/company\/invitations\/\{id\}#id$/, (w) => ({ value: w.ids.invitationA, owner: A })],
  [/^\/company-privileges\/requests\/\{id\}#id$/, (w) => ({ value: w.ids.privilegeRequestA, owner: { user: 'admin of A' } })],
  [/^\/company-privileges\/requests\/\{id\}\/[\w-]+#id$/, (w) => ({ value: w.ids.privilegeRequestA, owner: 'shared' })],
  [/^\/admin\/companies\/\{id\}.*#id$/, (w) => ({ value: w.companies.C, owner: 'shared' })],
  [/^\/admin\/companies\/.*#privilege$/, () => ({ value: 'admin_access', owner: 'shared' })],
  [/^\/admin\/(users\/\{id\}|user-roles\/user\/\{userId\}|user-privileges\/user\/\{userId\}).*#(id|userId)$/, (w) => ({ value: w.people.colleague.userId, owner: 'shared' })],
  [/^\/files\/.*#folder$/, (_w, values) => ({ value: String(values?.[0] ?? 'logos'), owner: 'shared' })],
  [/^\/files\/.*#ownerId$/, (w) => ({ value: w.companies.A, owner: 'shared' })],
  [/^\/files\/.*#fileName$/, () => ({ value: 'missing.webp', owner: 'shared' })],
  [/^\/profiles\/\{id\}#id$/, (w) => ({ value: w.people.outsider.userId, owner: 'shared' })],
  [/^\/connections\/requests\/\{id\}\/\w+#id$/, (w) => ({ value: w.ids.outsiderRequest, owner: outsider })],
  [/^\/connections\/(status|blocked)\/\{id\}#id$/, (w) => ({ value: w.people.outsider.userId, owner: 'shared' })],
  [/^\/connections\/\{id\}#id$/, (w) => ({ value: w.ids.outsiderConnection, owner: outsider })],
  [/^\/messages\/conversations\/\{id\}.*#id$/, (w) => ({ value: w.people.outsider.userId, owner: 'shared' })],
  [/^\/group-chats\/\{id\}.*#id$/, (w) => ({ value: w.ids.outsiderGroup, owner: outsider })],
  [/^\/group-chats\/\{id\}\/members\/\{userId\}.*#userId$/, (w) => ({ value: w.people.friend.userId, owner: 'shared' })],
  [/^\/games\/provider\/\{id\}#id$/, (w) => ({ value: w.companies.A, owner: 'shared' })],
  [/^\/games\/\{id\}.*#id$/, (w) => ({ value: w.ids.gameA, owner: A })],
  [/^\/(showcase|certifications)\/.*#companyId$/, (w) => ({ value: w.companies.A, owner: A })],
  [/^\/showcase\/\{id\}\/company\/.*#id$/, (w) => ({ value: w.ids.listingA, owner: A })],
  [/^\/certifications\/\{id\}\/company\/.*#id$/, (w) => ({ value: w.ids.certificationA, owner: A })],
  [/^\/admin\/showcase\/\{id\}.*#id$/, (w) => ({ value: w.ids.listingA, owner: 'shared' })],
  [/^\/admin\/certifications\/\{id\}.*#id$/, (w) => ({ value: w.ids.certificationA, owner: 'shared' })],
  [/^\/auth\/passkeys\/\{id\}.*#id$/, (w) => ({ value: w.ids.outsiderPasskey, owner: outsider })],
  [/^\/auth\/two-factor\/trusted-devices\/\{id\}#id$/, (w) => ({ value: w.ids.outsiderTrustedDevice, owner: outsider })],
  [/^\/auth\/sessions\/\{sessionId\}#sessionId$/, (w) => ({ value: w.ids.outsiderSession, owner: outsider })],
  [/^\/notifications\/\{id\}#id$/, (w) => ({ value: w.ids.outsiderNotification, owner: outsider })],
  [/^\/admin\/jobs\/dead\/.*#queue$/, () => ({ value: 'notifications.email', owner: 'shared' })],
  [/^\/admin\/jobs\/dead\/.*#id$/, () => ({ value: '00000000-0000-4000-8000-000000000000', owner: 'shared' })],
  [/^\/jobs\/(public\/\{id\}|\{id\}\/apply)#id$/, (w) => ({ value: w.ids.jobA, owner: 'shared' })],
  [/^\/jobs\/saved-searches\/\{id\}#id$/, (w) => ({ value: w.ids.outsiderSavedSearch, owner: outsider })],
  [/^\/jobs\/.*#companyId$/, (w) => ({ value: w.companies.A, owner: A })],
  [/^\/jobs\/\{jobId\}\/company\/.*#jobId$/, (w) => ({ value: w.ids.jobA, owner: A })],
  [/^\/(job-applications\/)?applications\/\{id\}.*#id$/, (w) => ({ value: w.ids.outsiderApplication, owner: outsider })],
  [/^\/press-releases\/(public\/\{id\}|\{id\}\/download).*#id$/, (w) => ({ value: w.ids.pressA, owner: 'shared' })],
  [/^\/press-releases\/.*#cid$/, (w) => ({ value: w.companies.A, owner: A })],
  [/^\/press-releases\/\{id\}.*#id$/, (w) => ({ value: w.ids.pressA, owner: A })],
  [/^\/press-releases\/\{id\}\/images\/\{imageId\}#imageId$/, () => ({ value: 1, owner: A })],
  [/^\/support\/tickets\/\{id\}\/attachments\/\{attachmentId\}#attachmentId$/, (w) => ({ value: w.ids.outsiderTicketAttachment, owner: 'shared' })],
  [/^\/support\/tickets\/\{id\}.*#id$/, (w) => ({ value: w.ids.outsiderTicket, owner: outsider })],
  // Contract SLAs are the support desk's (its roles are the policy), on any company.
  [/^\/support\/contract-slas\/\{companyId\}#companyId$/, (w) => ({ value: w.companies.A, owner: 'shared' })],
  [/^\/feedback\/bug-reports\/\{id\}\/screenshots\/\{screenshotId\}#screenshotId$/, (w) => ({ value: w.ids.outsiderBugScreenshot, owner: 'shared' })],
  [/^\/feedback\/bug-reports\/\{id\}.*#id$/, (w) => ({ value: w.ids.outsiderBugReport, owner: outsider })],
  [/^\/feedback\/suggestions\/\{id\}.*#id$/, (w) => ({ value: w.ids.suggestion, owner: 'shared' })],
  // QA is for admins only: a missing id answers them 404, everyone else is refused by role first.
  [/^\/feedback\/qa\/.*#(id|runId|stepId)$/, () => ({ value: 2_147_483_000, owner: 'shared' })],
  [/^\/company-integrations\/\{id\}.*#id$/, (w) => ({ value: w.companies.A, owner: A })],
  [/^\/company-integrations\/.*#deliveryId$/, () => ({ value: 'msg_0000000000missing', owner: A })],
  [/^\/company-integrations\/.*#manifestId$/, () => ({ value: 'mfst_1_1700000000', owner: A })],
  [/^\/partnership\/analytics\/company\/\{companyId\}.*#companyId$/, (w) => ({ value: w.companies.A, owner: A })],
  [/^\/partnerships\/\{id\}.*#id$/, () => ({ value: 2_147_483_000, owner: 'shared' })],
  [/^\/(integration-types|integration-endpoints|payload-structures)\/.*#id$/, () => ({ value: 2_147_483_000, owner: 'shared' })],
  [/^\/events\/meetings\/\{meetingId\}\/\w+#meetingId$/, (w) => ({ value: w.ids.outsiderMeeting, owner: outsider })],
  [/^\/events\/calendar\/feed\/\{token\}#token$/, () => ({ value: 'unknownFeedToken0000000000', owner: 'shared' })],
  // Event mode acts on the caller's own share and places: the service answers 404 for another person's place.
  [/^\/events\/\{id\}\/mode\/locations\/\{locationId\}#locationId$/, () => ({ value: 1, owner: 'shared' })],
  [/^\/events\/\{id\}\/(attendance|attendees|meetings|mode\/.+)#id$/, (w) => ({ value: w.ids.eventA, owner: 'shared' })],
  [/^\/events\/\{id\}.*#id$/, (w) => ({ value: w.ids.eventA, owner: A })],
  // Admin events act on any company's event (the admin role is the policy).
  [/^\/admin\/events\/\{id\}.*#id$/, (w) => ({ value: w.ids.eventA, owner: 'shared' })],
  [/^\/accounting\/companies\/\{companyId\}.*#companyId$/, (w) => ({ value: w.companies.A, owner: A })],
  [/^\/accounting\/invoices\/\{id\}.*#id$/, (w) => ({ value: w.ids.invoiceA, owner: A })],
  [/^\/accounting\/credit-notes\/\{id\}.*#id$/, (w) => ({ value: w.ids.creditNoteA, owner: A })],
  [/^\/accounting\/currencies\/\{code\}#code$/, () => ({ value: 'USD', owner: 'shared' })],
  // Credit control rules are the finance team's (the roles are the policy).
  [/^\/accounting\/credit-control\/rules\/\{id\}#id$/, () => ({ value: 1, owner: 'shared' })],
  // Books of the platform: entries and accounts belong to no company's members.
  [/^\/accounting\/[\w-]+\/\{id\}.*#id$/, () => ({ value: 1, owner: 'shared' })],
  // Prospects are the admin team's, not any company's: a missing id answers the team 404, everyone else is refused by role first.
  [/^\/admin\/prospects\/\{id\}.*#id$/, () => ({ value: 2_147_483_000, owner: 'shared' })],
  // Documentation pages are the platform's (readers: anyone; editors: the admin role is the policy).
  [/^\/(admin\/)?documentation\/\{slug\}.*#slug$/, (_w, values) => ({ value: String(values?.[0] ?? 'api'), owner: 'shared' })],
  [/^\/admin\/documentation\/\{slug\}\/versions\/\{version\}.*#version$/, () => ({ value: 2_147_483_000, owner: 'shared' })],
  // Last: any other route's company parameter names company A, so a new company-scoped domain
  // (npm run new:domain) is covered before it has rules of its own.
  [/#companyId$/, (w) => ({ value: w.companies.A, owner: A })],
];

/** The fixture for one path parameter, or undefined when no rule knows it. */
export function pathFixture(world: World, path: string, param: string, enumValues?: readonly unknown[]): Fixture | undefined {
  const key = `${path.replace(/^\/api\/v\d+/, '')}#${param}`;
  const section = /^\/profile\/me\/(\w+)\/\{itemId\}#itemId$/.exec(key)?.[1];
  if (section !== undefined) {
    const item = world.ids.outsiderItems[section];
    return item === undefined ? undefined : { value: item, owner: outsider };
  }
  const rule = rules.find(([pattern]) => pattern.test(key));
  return rule?.[1](world, enumValues);
}

/**
 * Values for body fields and query parameters that name something: the scoped company's resources for
 * company-scoped routes, otherwise people and companies that exist.
 */
export function namedValue(world: World, name: string): unknown {
  switch (name) {
    case 'providerId':
    case 'companyId':
      return world.companies.A;
    case 'userId':
      return world.people.colleague.userId;
    case 'jobId':
      return world.ids.jobA;
    case 'receiverId':
    case 'recipientId':
      return world.people.outsider.userId;
    case 'memberIds':
    case 'userIds':
      return [world.people.friend.userId];
    case 'businessTypeIds':
    case 'jurisdictionIds':
    case 'subscriptions':
      return [];
    case 'timeout':
      return 0;
    case 'imageUrl':
      return 'missing.webp';
    default:
      return undefined;
  }
}
