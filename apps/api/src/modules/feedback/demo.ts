import type { LocalErrorReport, QaOutcome } from '@paytable/contracts';
import type { Tx } from '../../db/client';
import type { DemoSeeder } from '../../platform/demo-seeder';
import { findUserIdByEmail } from '../auth/index';
import * as bugsRepo from './bug-reports-repository';
import * as qaRepo from './qa-repository';
import { runStatusOf } from './qa-results';
import * as ideasRepo from './suggestions-repository';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ADMIN = 'admin@paytable.io';

const errorReport = (message: string, route: string, at: Date, level: LocalErrorReport['level'] = 'error'): LocalErrorReport => ({
  message,
  stack: `TypeError: ${message}\n    at ReportExport (reporting-page.tsx:84:17)\n    at renderWithHooks (react-dom.js:1120:22)`,
  componentStack: '\n    at ReportExport\n    at CompanyReportingPage\n    at DashboardLayout',
  route,
  timestamp: at.toISOString(),
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  level,
  context: { companyId: 1, action: 'export-csv' },
});

async function seedBugReports(tx: Tx, now: Date, adminId: number | undefined): Promise<void> {
  const demoUser = await findUserIdByEmail(tx, 'demo@paytable.io');
  const sofia = await findUserIdByEmail(tx, 'sofia.martinez@paytable.io');
  const liam = await findUserIdByEmail(tx, 'liam.oconnor@paytable.io');
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const errors = [
    errorReport("Cannot read properties of undefined (reading 'rows')", '/dashboard/company-reporting', at(26)),
    errorReport("Cannot read properties of undefined (reading 'rows')", '/dashboard/company-reporting', at(25.5)),
    errorReport('Export took longer than 30 s', '/dashboard/company-reporting', at(25), 'warning'),
  ];
  const original = await bugsRepo.insertBugReport(tx, {
    reporterId: demoUser ?? null,
    title: 'CSV export on Company Reporting does nothing',
    description: 'Clicking "Export CSV" on the company reporting page shows a spinner for a second and then nothing is downloaded.',
    stepsToReproduce: '1. Open Company Reporting\n2. Pick "Last 30 days"\n3. Click Export CSV',
    severity: 'high',
    status: 'confirmed',
    pageUrl: '/dashboard/company-reporting',
    errorReports: errors,
    errorReportCount: errors.length,
    assigneeId: adminId ?? null,
    response: 'Thanks: we can reproduce it and are working on a fix.',
    respondedAt: at(20),
    internalNotes: 'The export times out on companies with more than 10,000 lines; stream the CSV instead.',
    createdAt: at(25),
    updatedAt: at(20),
  });
  await bugsRepo.insertBugReport(tx, {
    reporterId: liam ?? null,
    title: 'Reporting export button broken',
    description: 'The export button on reporting does not download anything.',
    severity: 'medium',
    status: 'duplicate',
    duplicateOfId: original.id,
    pageUrl: '/dashboard/company-reporting',
    createdAt: at(12),
    updatedAt: at(10),
  });
  await bugsRepo.insertBugReport(tx, {
    reporterId: sofia ?? null,
    title: 'Sidebar covers the page on a small tablet',
    description: 'On an iPad mini in portrait the open sidebar covers half of the marketplace and cannot be closed.',
    stepsToReproduce: '1. Open the marketplace on a 768 px wide screen\n2. Open the menu',
    severity: 'low',
    status: 'new',
    pageUrl: '/dashboard/marketplace',
    createdAt: at(3),
    updatedAt: at(3),
  });
  await bugsRepo.insertBugReport(tx, {
    reporterId: demoUser ?? null,
    title: 'Notification badge stays after reading everything',
    description: 'The bell keeps showing "1" after I mark all notifications as read, until I reload.',
    severity: 'medium',
    status: 'fixed',
    assigneeId: adminId ?? null,
    pageUrl: '/dashboard/settings/notifications',
    response: 'Fixed: the badge now updates as soon as everything is marked read.',
    respondedAt: at(24 * 6),
    createdAt: at(24 * 9),
    updatedAt: at(24 * 6),
  });
}

async function seedSuggestions(tx: Tx, now: Date, adminId: number | undefined): Promise<void> {
  const people = await Promise.all(['demo@paytable.io', 'sofia.martinez@paytable.io', 'liam.oconnor@paytable.io', 'priya.shah@paytable.io', 'noah.fischer@paytable.io'].map((email) => findUserIdByEmail(tx, email)));
  const voters = people.filter((id): id is number => id !== undefined);
  const ideas: { by: number; title: string; description: string; daysAgo: number; votes: number; answer?: { status: string; response: string }; comments?: [number, string][] }[] = [
    {
      by: 1,
      title: 'Filter the marketplace by certification lab',
      description: 'We only integrate games certified by GLI or BMM; a lab filter would save us opening every game.',
      daysAgo: 20,
      votes: 5,
      answer: { status: 'planned', response: 'Planned for the next marketplace release: a lab filter next to jurisdictions.' },
      comments: [
        [2, 'Yes please, and show the certificate date on the card too.'],
        [0, 'Would love this for iTech Labs as well.'],
      ],
    },
    { by: 0, title: 'Dark mode for the e-mail digests', description: 'The daily digest is very bright at night; the site already has a dark theme.', daysAgo: 9, votes: 2, answer: { status: 'under_review', response: 'We are checking how the main mail clients render dark e-mails.' } },
    { by: 3, title: 'Export my connections as CSV', description: 'A CSV of my network (name, company, role) for our CRM.', daysAgo: 6, votes: 3, comments: [[1, 'With the date we connected, ideally.']] },
    { by: 2, title: 'Show time zones on event meetings', description: 'Meeting slots at events should show both my time and the venue time.', daysAgo: 30, votes: 4, answer: { status: 'done', response: 'Done: meetings now show the venue time next to yours.' } },
    { by: 4, title: 'Let companies hide their employee count', description: 'Some of our partners prefer not to publish their headcount.', daysAgo: 14, votes: 1, answer: { status: 'declined', response: 'Headcount ranges help buyers judge a supplier, so they stay visible; a range is shown, never an exact number.' } },
  ];
  for (const idea of ideas) {
    const authorId = voters[idea.by % voters.length];
    if (authorId === undefined) continue;
    const createdAt = new Date(now.getTime() - idea.daysAgo * DAY);
    const id = await ideasRepo.insertSuggestion(tx, { authorId, title: idea.title, description: idea.description, createdAt });
    for (const voter of voters.slice(0, idea.votes)) await ideasRepo.addVote(tx, id, voter, createdAt);
    for (const [who, text] of idea.comments ?? []) {
      const commenter = voters[who % voters.length];
      if (commenter !== undefined) await ideasRepo.addComment(tx, id, commenter, text, new Date(createdAt.getTime() + DAY));
    }
    if (idea.answer !== undefined && adminId !== undefined) {
      await ideasRepo.answerSuggestion(tx, id, { ...idea.answer, respondedById: adminId }, new Date(createdAt.getTime() + 2 * DAY));
    }
  }
}

const qaPlan: { category: string; description: string; tasks: { title: string; description: string; steps: [string, string][] }[] }[] = [
  {
    category: 'Authentication',
    description: 'Sign-up, sign-in, sessions and password reset.',
    tasks: [
      {
        title: 'Sign in with remember me',
        description: 'A returning user stays signed in across browser restarts.',
        steps: [
          ['Open /login and sign in as demo@paytable.io with "Remember me" ticked', 'The dashboard opens'],
          ['Close the browser and open the site again', 'The dashboard opens without asking to sign in'],
          ['Sign out from the avatar menu', "The toast 'Signed out successfully' shows and the landing page opens"],
        ],
      },
      {
        title: 'Password reset e-mail',
        description: 'A user who forgot the password gets a working link.',
        steps: [
          ['Open /forgot-password and enter a registered address', 'A confirmation message shows'],
          ['Open the link in the e-mail', 'The new password form opens'],
        ],
      },
    ],
  },
  {
    category: 'Marketplace',
    description: 'Browsing companies and games without and with an account.',
    tasks: [
      {
        title: 'Browse games of a provider',
        description: 'A visitor finds a provider and its games.',
        steps: [
          ['Open the marketplace signed out', 'Companies are listed'],
          ['Open a game provider', 'The company page shows its games'],
          ['Open a game', 'The game page shows its tile, RTP and jurisdictions'],
        ],
      },
    ],
  },
  {
    category: 'Support desk',
    description: 'Tickets from the customer and the desk side.',
    tasks: [
      {
        title: 'Open a ticket with a screenshot',
        description: 'A customer reports a problem with an image.',
        steps: [
          ['Open Support and choose "New ticket"', 'The ticket form opens'],
          ['Fill in title and description, attach a PNG and send', 'The ticket shows in My requests with the image'],
        ],
      },
    ],
  },
];

/** Weeks ago, outcome of each step, for the demo's results over time. */
const runHistory: [weeksAgo: number, outcomes: QaOutcome[]][] = [
  [5, ['pass', 'pass', 'pass']],
  [4, ['pass', 'fail', 'pass']],
  [3, ['pass', 'pass', 'blocked']],
  [2, ['pass', 'pass', 'pass']],
  [1, ['pass', 'pass', 'fail']],
  [0, ['pass', 'pass', 'pass']],
];

async function seedQa(tx: Tx, now: Date, adminId: number | undefined): Promise<void> {
  if (adminId === undefined) return;
  let taskIndex = 0;
  for (const plan of qaPlan) {
    const categoryId = await qaRepo.insertCategory(tx, { name: plan.category, description: plan.description });
    for (const task of plan.tasks) {
      const taskId = await qaRepo.insertTask(tx, { categoryId, title: task.title, description: task.description, createdById: adminId, createdAt: new Date(now.getTime() - 40 * DAY) });
      await qaRepo.replaceSteps(tx, taskId, task.steps.map(([instruction, expectedResult]) => ({ instruction, expectedResult })));
      const view = await qaRepo.findTaskView(tx, taskId);
      const steps = await qaRepo.listSteps(tx, taskId);
      if (view === undefined) continue;
      // Each task was run on a different day of the week.
      for (const [weeksAgo, pattern] of runHistory) {
        const startedAt = new Date(now.getTime() - weeksAgo * 7 * DAY - (taskIndex + 1) * DAY);
        if (startedAt.getTime() > now.getTime() - HOUR) continue;
        const runId = await qaRepo.insertRun(tx, view, steps, adminId, startedAt);
        const outcomes = (await qaRepo.listRunSteps(tx, runId)).map((step, i) => ({ step, outcome: pattern[(i + taskIndex) % pattern.length] ?? 'pass' }));
        for (const { step, outcome } of outcomes) await qaRepo.recordStep(tx, step.id, { outcome, notes: outcome === 'pass' ? '' : 'See the bug report about this step.', recordedAt: startedAt });
        await qaRepo.completeRun(tx, runId, runStatusOf(outcomes.map((entry) => entry.outcome)), new Date(startedAt.getTime() + HOUR));
      }
      taskIndex += 1;
    }
  }
  await seedRunInProgress(tx, now, adminId);
}

/** The last task's run stopped half-way: its first step passed, the rest waits on the runner screen. */
async function seedRunInProgress(tx: Tx, now: Date, adminId: number): Promise<void> {
  const { rows } = await qaRepo.listTasks(tx, undefined, { limit: 100, offset: 0 });
  const view = rows.find((row) => row.task.title === 'Open a ticket with a screenshot');
  if (view === undefined) return;
  const startedAt = new Date(now.getTime() - HOUR);
  const runId = await qaRepo.insertRun(tx, view, await qaRepo.listSteps(tx, view.task.id), adminId, startedAt);
  const [first] = await qaRepo.listRunSteps(tx, runId);
  if (first !== undefined) await qaRepo.recordStep(tx, first.id, { outcome: 'pass', notes: '', recordedAt: new Date(startedAt.getTime() + 5 * 60_000) });
}

/** Bug reports in triage, suggestions with votes, comments and answers, and QA plans with a few weeks of runs. */
export const feedbackDemoSeeder: DemoSeeder = {
  name: 'feedback',
  async seed(tx) {
    const now = new Date();
    const adminId = await findUserIdByEmail(tx, ADMIN);
    await seedBugReports(tx, now, adminId);
    await seedSuggestions(tx, now, adminId);
    await seedQa(tx, now, adminId);
  },
};
