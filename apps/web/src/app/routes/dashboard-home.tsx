import { Link } from 'react-router';
import {
  ArrowRight,
  Building2,
  Briefcase,
  CalendarDays,
  MessageSquare,
  Newspaper,
  Plug,
  Store,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { useAuthStore } from '@/features/auth/store';

type Shortcut = { to: string; title: string; text: string; icon: LucideIcon };

const shortcuts: Shortcut[] = [
  { to: '/dashboard/my-profile', title: 'Complete your profile', text: 'A full profile gets more connection requests and replies.', icon: UserRound },
  { to: '/dashboard/network', title: 'Grow your network', text: 'Connect with operators, suppliers and providers you work with.', icon: Users },
  { to: '/dashboard/messages', title: 'Messages', text: 'Direct and group conversations with your connections.', icon: MessageSquare },
  { to: '/dashboard/marketplace', title: 'Marketplace', text: 'Payments, KYC, compliance, outsourcing and casino games.', icon: Store },
  { to: '/dashboard/company-profile', title: 'Your company', text: 'Present your company, its licences and its team.', icon: Building2 },
  { to: '/dashboard/news', title: 'Industry news', text: 'The latest from the iGaming trade press.', icon: Newspaper },
  { to: '/dashboard/partner-integrations', title: 'Integrations', text: 'Self-service integrations between providers and operators.', icon: Plug },
  { to: '/dashboard/events', title: 'Events', text: 'Conferences and meet-ups across the industry.', icon: CalendarDays },
];

function associationLabel(user: ReturnType<typeof useAuthStore.getState>['user']): { text: string; pending: boolean } | null {
  const association = user?.companyAssociation;
  if (!association) return null;
  if (association.associationType === 'INDIVIDUAL') return { text: 'Individual member', pending: false };
  const name = association.companyName ?? user?.companyName ?? 'your company';
  return { text: name, pending: Boolean(association.pendingApproval) };
}

/** /dashboard: where a member lands after signing in — who they are here and where to go next. */
export default function DashboardHome() {
  const user = useAuthStore((state) => state.user);
  const firstName = user?.firstName?.trim() || user?.fullName?.split(' ')[0] || null;
  const association = associationLabel(user);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <title>Dashboard · Paytable</title>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
          <p className="mt-1 text-muted-foreground">{firstName ? `Welcome back, ${firstName}.` : 'Welcome back.'} Here is where to pick up.</p>
        </div>
        {association ? (
          <div className="flex items-center gap-2 text-sm">
            <Briefcase className="size-4 text-muted-foreground" aria-hidden="true" />
            <span>{association.text}</span>
            {association.pending ? <Badge variant="secondary">Awaiting approval</Badge> : null}
          </div>
        ) : (
          <Link to="/dashboard/company-profile" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Tell us which company you work for
          </Link>
        )}
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Shortcuts">
        {shortcuts.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Card className="group relative h-full py-0 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
              <CardContent className="flex h-full flex-col gap-3 p-5">
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary" aria-hidden="true">
                  <Icon className="size-5" />
                </span>
                <div className="flex-1">
                  <h2 className="font-semibold">
                    <Link to={to} className="outline-none after:absolute after:inset-0 focus-visible:underline">
                      {title}
                    </Link>
                  </h2>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </div>
                <ArrowRight className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
