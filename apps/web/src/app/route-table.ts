import type { ComponentType } from 'react';

/**
 * Every screen of seed 000 §2 in one table. The router builds its routes from it and the dashboard
 * sidebar its entries, so a new page is one line here. An entry without `page` renders the shared
 * placeholder (components/coming-soon.tsx) with its title; when a feature lands, point `page` at its
 * lazily imported page module, e.g. `page: () => import('@/features/jobs/pages/company-jobs-page')`.
 * Role requirements come from route-access.ts (§6), never from this table.
 */

export type Area = 'Overview' | 'Network' | 'Marketplace' | 'Company' | 'Integrations' | 'Events & Press' | 'Support' | 'Admin';

export type PageModule = { default: ComponentType };

export type PageEntry = {
  /** Path relative to its parent ('' is the index route). */
  path: string;
  title: string;
  /** Sidebar group (dashboard only). */
  area?: Area;
  /** Listed in the sidebar / menus. */
  nav?: boolean;
  /** Dashboard pages that need no login (seed §2: marketplace, press releases). */
  public?: boolean;
  description?: string;
  page?: () => Promise<PageModule>;
};

/** Public pages under the public layout (the landing page '/' is registered by the router). */
export const publicPages: PageEntry[] = [
  { path: 'contact', title: 'Contact', page: () => import('@/features/contact/pages/contact-page') },
  { path: 'about', title: 'About Paytable', page: () => import('@/features/site/pages/about-page') },
  { path: 'pricing', title: 'Pricing', page: () => import('@/features/site/pages/pricing-page') },
  { path: 'marketplace', title: 'Marketplace', page: () => import('@/app/routes/marketplace-route') },
  { path: 'marketplace/company/:companyId', title: 'Company', page: () => import('@/app/routes/marketplace-company-route') },
  { path: 'jobs', title: 'Jobs', page: () => import('@/features/jobs/pages/jobs-board-page') },
  { path: 'jobs/:jobId', title: 'Job', page: () => import('@/features/jobs/pages/job-page') },
  { path: 'press-releases', title: 'Press Releases', page: () => import('@/features/press/pages/press-releases-page') },
  { path: 'press-releases/:id', title: 'Press Release', page: () => import('@/features/press/pages/press-release-page') },
  { path: 'events', title: 'Industry Events', page: () => import('@/features/events/pages/events-public-page') },
  { path: 'events/:eventId', title: 'Event', page: () => import('@/features/events/pages/event-page') },
  { path: 'self-service-integrations', title: 'Self-Service Integrations', page: () => import('@/features/site/pages/self-service-integrations-page') },
  { path: 'terms', title: 'Terms of Service', page: () => import('@/features/site/pages/terms-page') },
  { path: 'privacy', title: 'Privacy Policy', page: () => import('@/features/site/pages/privacy-page') },
  { path: 'security', title: 'Security', page: () => import('@/features/site/pages/security-page') },
  { path: 'compliance', title: 'Compliance', page: () => import('@/features/site/pages/compliance-page') },
  { path: 'sales-deck/providers', title: 'Sales Deck for Providers', page: () => import('@/features/site/pages/sales-deck-providers-page') },
  { path: 'system-status', title: 'System Status', page: () => import('@/features/system/pages/system-status-page') },
];

/** Auth pages under the auth layout. */
export const authPages: PageEntry[] = [
  { path: 'login', title: 'Sign In', page: () => import('@/features/auth/pages/login-page') },
  { path: 'register', title: 'Create Your Account', page: () => import('@/features/auth/pages/register-page') },
  { path: 'verify-email', title: 'Verify Your E-mail', page: () => import('@/features/auth/pages/verify-email-page') },
  { path: 'forgot-password', title: 'Forgot Password', page: () => import('@/features/auth/pages/forgot-password-page') },
  { path: 'reset-password', title: 'Reset Password', page: () => import('@/features/auth/pages/reset-password-page') },
  { path: 'action', title: 'Continue Where You Left Off', page: () => import('@/features/auth/pages/action-page') },
];

/** Pages under /dashboard (paths relative to it). */
export const dashboardPages: PageEntry[] = [
  // Overview
  { path: '', title: 'Dashboard', area: 'Overview', nav: true, page: () => import('@/app/routes/dashboard-home') },
  { path: 'news', title: 'Industry News', area: 'Overview', nav: true, page: () => import('@/features/news/pages/news-page') },
  { path: 'business-essentials', title: 'Business Essentials', area: 'Overview', nav: true, page: () => import('@/features/content/pages/business-essentials-page') },
  { path: 'search-results', title: 'Search Results', area: 'Overview', page: () => import('@/features/search/pages/search-results-page') },
  { path: 'my-profile', title: 'My Profile', area: 'Overview', nav: true, page: () => import('@/app/routes/my-profile') },
  { path: 'profile/:userId', title: 'Profile', area: 'Overview', page: () => import('@/app/routes/profile') },
  { path: 'settings', title: 'Settings', area: 'Overview', nav: true, page: () => import('@/features/auth/pages/account-settings-page') },
  { path: 'notifications', title: 'Notifications', area: 'Overview', nav: true, page: () => import('@/features/notifications/pages/notifications-page') },
  { path: 'settings/notifications', title: 'Notification Settings', area: 'Overview', nav: true, page: () => import('@/features/notifications/pages/notification-settings-page') },

  // Network
  { path: 'network', title: 'My Network', area: 'Network', nav: true, page: () => import('@/features/connections/pages/network-page') },
  { path: 'messages', title: 'Messages', area: 'Network', nav: true, page: () => import('@/features/messaging/pages/messages-page') },
  { path: 'company-connections', title: 'Company Connections', area: 'Network', nav: true, page: () => import('@/features/connections/pages/company-connections-page') },
  { path: 'invite', title: 'Invite Colleagues', area: 'Network', nav: true, page: () => import('@/features/companies/pages/invite-page') },

  // Marketplace
  { path: 'marketplace', title: 'Marketplace', area: 'Marketplace', nav: true, public: true, page: () => import('@/app/routes/marketplace-route') },
  { path: 'marketplace/company/:companyId', title: 'Company', area: 'Marketplace', public: true, page: () => import('@/app/routes/marketplace-company-route') },
  { path: 'marketplace/company/:companyId/games', title: 'Company Games', area: 'Marketplace', public: true, page: () => import('@/features/games/pages/company-games-page') },
  { path: 'marketplace/game/:gameId', title: 'Game', area: 'Marketplace', public: true, page: () => import('@/app/routes/game-route') },
  { path: 'jobs', title: 'Jobs', area: 'Marketplace', nav: true, public: true, page: () => import('@/features/jobs/pages/jobs-board-page') },
  { path: 'jobs/my-applications', title: 'My Applications', area: 'Marketplace', nav: true, page: () => import('@/features/jobs/pages/my-applications-page') },
  { path: 'jobs/:jobId', title: 'Job', area: 'Marketplace', page: () => import('@/features/jobs/pages/job-page') },

  // Company
  { path: 'company', title: 'My Company', area: 'Company', nav: true, page: () => import('./routes/company-hub-route') },
  { path: 'company-profile', title: 'Company Profile', area: 'Company', nav: true, page: () => import('./routes/company-profile-route') },
  { path: 'company-profile/:companyId', title: 'Company Profile', area: 'Company', page: () => import('@/app/routes/company-detail-route') },
  { path: 'company-users', title: 'Company Users', area: 'Company', nav: true, page: () => import('./routes/company-users-route') },
  { path: 'company-privileges', title: 'Company Privileges', area: 'Company', nav: true, page: () => import('./routes/company-privileges-route') },
  { path: 'company/marketing-pr', title: 'Marketing & PR', area: 'Company', nav: true, page: () => import('@/features/press/pages/marketing-pr-page') },
  { path: 'company-reporting', title: 'Company Reporting', area: 'Company', nav: true, page: () => import('@/features/reporting/pages/company-reporting-page') },
  { path: 'invoices', title: 'Invoices', area: 'Company', nav: true, page: () => import('@/features/accounting/pages/invoices-page') },
  { path: 'earnings', title: 'Earnings', area: 'Company', nav: true, page: () => import('@/features/accounting/pages/earnings-page') },
  { path: 'company/game-content', title: 'Game Content', area: 'Company', nav: true, page: () => import('@/features/games/pages/game-content-page') },
  { path: 'company/games/:gameId', title: 'Company Game', area: 'Company', page: () => import('@/features/games/pages/company-game-page') },
  { path: 'company/certifications', title: 'Certifications', area: 'Company', nav: true, page: () => import('@/features/marketplace/pages/company-certifications-page') },
  { path: 'company/showcase', title: 'Showcase', area: 'Company', nav: true, page: () => import('@/features/marketplace/pages/company-showcase-page') },
  { path: 'company-jobs', title: 'Company Jobs', area: 'Company', nav: true, page: () => import('@/features/jobs/pages/company-jobs-page') },
  { path: 'company-jobs/new', title: 'New Job', area: 'Company', page: () => import('@/features/jobs/pages/company-job-editor-page') },
  { path: 'company-jobs/:jobId', title: 'Job', area: 'Company', page: () => import('@/features/jobs/pages/company-job-page') },
  { path: 'company-jobs/:jobId/edit', title: 'Edit Job', area: 'Company', page: () => import('@/features/jobs/pages/company-job-editor-page') },

  // Integrations
  { path: 'company-integrations', title: 'Company Integrations', area: 'Integrations', nav: true, page: () => import('@/features/integrations/pages/company-integrations-page') },
  { path: 'partner-integrations', title: 'Partner Integrations', area: 'Integrations', nav: true, page: () => import('@/features/integrations/pages/partner-integrations-page') },
  { path: 'integration-partners', title: 'Integration Partners', area: 'Integrations', nav: true, page: () => import('@/features/integrations/pages/integration-partners-page') },
  { path: 'partnerships', title: 'Partnerships', area: 'Integrations', nav: true, page: () => import('@/features/integrations/pages/partnerships-page') },
  { path: 'integration-wizard', title: 'Integration Wizard', area: 'Integrations', nav: true, page: () => import('@/features/integrations/pages/integration-wizard-page') },
  { path: 'integration-wizard/:id', title: 'Integration Wizard', area: 'Integrations', page: () => import('@/features/integrations/pages/integration-wizard-page') },
  { path: 'integration-manual', title: 'Integration Manual', area: 'Integrations', nav: true, page: () => import('@/features/integrations/pages/integration-manual-page') },
  { path: 'integration-manual/:integrationTypeId', title: 'Integration Manual', area: 'Integrations', page: () => import('@/features/integrations/pages/integration-manual-page') },
  { path: 'documentation/api', title: 'API Documentation', area: 'Integrations', nav: true, page: () => import('@/app/routes/documentation-routes').then((m) => ({ default: m.DocumentationApiRoute })) },
  { path: 'documentation/integration', title: 'Integration Documentation', area: 'Integrations', nav: true, page: () => import('@/app/routes/documentation-routes').then((m) => ({ default: m.DocumentationIntegrationRoute })) },
  { path: 'documentation/security', title: 'Security Documentation', area: 'Integrations', nav: true, page: () => import('@/app/routes/documentation-routes').then((m) => ({ default: m.DocumentationSecurityRoute })) },
  { path: 'documentation/deployment', title: 'Deployment Documentation', area: 'Integrations', nav: true, page: () => import('@/app/routes/documentation-routes').then((m) => ({ default: m.DocumentationDeploymentRoute })) },

  // Events & Press
  { path: 'press-releases', title: 'Press Releases', area: 'Events & Press', nav: true, public: true, page: () => import('@/features/press/pages/press-releases-page') },
  { path: 'press-releases/:id', title: 'Press Release', area: 'Events & Press', public: true, page: () => import('@/features/press/pages/press-release-page') },
  { path: 'company-press', title: 'Company Press', area: 'Events & Press', nav: true, page: () => import('@/features/press/pages/company-press-page') },
  { path: 'company-press/create', title: 'New Press Release', area: 'Events & Press', page: () => import('@/features/press/pages/company-press-editor-page') },
  { path: 'company-press/analytics', title: 'Press Analytics', area: 'Events & Press', nav: true, page: () => import('@/features/press/pages/company-press-analytics-page') },
  { path: 'company-press/:id', title: 'Press Release', area: 'Events & Press', page: () => import('@/features/press/pages/company-press-release-page') },
  { path: 'company-press/:id/edit', title: 'Edit Press Release', area: 'Events & Press', page: () => import('@/features/press/pages/company-press-editor-page') },
  { path: 'events-public', title: 'Industry Events', area: 'Events & Press', nav: true, public: true, page: () => import('@/features/events/pages/events-public-page') },
  { path: 'events', title: 'Events', area: 'Events & Press', nav: true, page: () => import('@/features/events/pages/events-page') },
  { path: 'events/new', title: 'New Event', area: 'Events & Press', page: () => import('@/features/events/pages/event-editor-page') },
  { path: 'events/edit/:eventId', title: 'Edit Event', area: 'Events & Press', page: () => import('@/features/events/pages/event-editor-page') },
  { path: 'events/:eventId', title: 'Event', area: 'Events & Press', public: true, page: () => import('@/features/events/pages/event-page') },
  { path: 'company-events', title: 'Company Events', area: 'Events & Press', nav: true, page: () => import('@/features/events/pages/company-events-page') },

  // Support
  { path: 'support', title: 'Support', area: 'Support', nav: true, page: () => import('@/features/support/pages/support-page') },
  { path: 'suggestions', title: 'Suggestions', area: 'Support', nav: true, page: () => import('@/features/feedback/pages/suggestions-page') },

  // Admin (roles: route-access.ts)
  { path: 'admin', title: 'Admin Overview', area: 'Admin', nav: true, page: () => import('./routes/admin-overview-route') },
  { path: 'admin/users', title: 'Users', area: 'Admin', nav: true, page: () => import('./routes/admin-users-route') },
  { path: 'admin/user-privileges', title: 'User Privileges', area: 'Admin', nav: true, page: () => import('./routes/user-privileges-route') },
  { path: 'admin/companies', title: 'Companies', area: 'Admin', nav: true, page: () => import('@/features/companies/pages/admin-companies-page') },
  { path: 'admin/pending-companies', title: 'Pending Companies', area: 'Admin', nav: true, page: () => import('@/features/companies/pages/pending-companies-page') },
  { path: 'admin/integration-types', title: 'Integration Types', area: 'Admin', nav: true, page: () => import('@/features/integrations/pages/admin-integration-types-page') },
  { path: 'admin/catalogues', title: 'Catalogues', area: 'Admin', nav: true, page: () => import('@/features/admin/pages/admin-catalogues-page') },
  { path: 'admin/accounts', title: 'Accounts', area: 'Admin', nav: true, page: () => import('./routes/admin-accounts-route') },
  { path: 'admin/system-status', title: 'System Status', area: 'Admin', nav: true, page: () => import('@/features/system/pages/system-status-page') },
  { path: 'admin/support', title: 'Support Tickets', area: 'Admin', nav: true, page: () => import('@/features/support/pages/admin-support-page') },
  { path: 'admin/notifications', title: 'Notifications', area: 'Admin', nav: true, page: () => import('./routes/admin-notifications-route') },
  { path: 'admin/settings', title: 'Platform Settings', area: 'Admin', nav: true, page: () => import('./routes/admin-settings-route') },
  { path: 'admin/analytics', title: 'Analytics', area: 'Admin', nav: true, page: () => import('@/features/reporting/pages/admin-analytics-page') },
  { path: 'admin/bug-reports', title: 'Bug Reports', area: 'Admin', nav: true, page: () => import('@/features/feedback/pages/admin-bug-reports-page') },
  { path: 'admin/suggestions', title: 'Suggestions', area: 'Admin', nav: true, page: () => import('@/features/feedback/pages/admin-suggestions-page') },
  { path: 'admin/certifications', title: 'Certifications', area: 'Admin', nav: true, page: () => import('@/features/marketplace/pages/admin-certifications-page') },
  { path: 'admin/prospects', title: 'Prospects', area: 'Admin', nav: true, page: () => import('@/features/admin/pages/admin-prospects-page') },
  { path: 'admin/security-log', title: 'Security Log', area: 'Admin', nav: true, page: () => import('@/features/admin/pages/admin-security-log-page') },
  { path: 'admin/company-reporting/:companyId', title: 'Company Reporting', area: 'Admin', page: () => import('@/features/reporting/pages/admin-company-reporting-page') },
  { path: 'admin/reporting', title: 'Reporting', area: 'Admin', nav: true, page: () => import('@/features/reporting/pages/admin-reporting-page') },
  { path: 'admin/qa', title: 'QA Testing', area: 'Admin', nav: true, page: () => import('@/features/feedback/pages/qa-overview-page') },
  { path: 'admin/qa/categories', title: 'QA Categories', area: 'Admin', page: () => import('@/features/feedback/pages/qa-categories-page') },
  { path: 'admin/qa/tasks', title: 'QA Tasks', area: 'Admin', page: () => import('@/features/feedback/pages/qa-tasks-page') },
  { path: 'admin/qa/test-results', title: 'QA Test Results', area: 'Admin', page: () => import('@/features/feedback/pages/qa-test-results-page') },
  { path: 'admin/qa/tasks/:taskId/test', title: 'Run QA Test', area: 'Admin', page: () => import('@/features/feedback/pages/qa-run-page') },
  { path: 'admin/press-compliance', title: 'Press Compliance', area: 'Admin', nav: true, page: () => import('@/features/press/pages/admin-press-compliance-page') },
  { path: 'admin/showcase', title: 'Showcase', area: 'Admin', nav: true, page: () => import('@/features/marketplace/pages/admin-showcase-page') },
  { path: 'admin/transactions', title: 'Transactions', area: 'Admin', nav: true, page: () => import('@/features/accounting/pages/admin-transactions-page') },
  { path: 'admin/accounting', title: 'Accounting', area: 'Admin', nav: true, page: () => import('@/features/accounting/pages/admin-accounting-page') },
  { path: 'admin/currencies', title: 'Currencies', area: 'Admin', nav: true, page: () => import('@/features/accounting/pages/admin-currencies-page') },
  { path: 'admin/documentation', title: 'Documentation', area: 'Admin', nav: true, page: () => import('@/features/content/pages/admin-documentation-page') },
  { path: 'admin/invoices', title: 'Invoices', area: 'Admin', nav: true, page: () => import('@/features/accounting/pages/admin-invoices-page') },
  { path: 'admin/earnings', title: 'Earnings', area: 'Admin', nav: true, page: () => import('@/features/accounting/pages/admin-earnings-page') },
  { path: 'admin/credit-notes', title: 'Credit Notes', area: 'Admin', nav: true, page: () => import('@/features/accounting/pages/admin-credit-notes-page') },
  { path: 'admin/credit-control', title: 'Credit Control', area: 'Admin', nav: true, page: () => import('@/features/accounting/pages/admin-credit-control-page') },
  { path: 'admin/events', title: 'Events', area: 'Admin', nav: true, page: () => import('@/features/events/pages/admin-events-page') },
  { path: 'admin/companies/:companyId/events', title: 'Company Events', area: 'Admin', page: () => import('@/features/events/pages/admin-company-events-page') },
  { path: 'admin/companies/:companyId/events/new', title: 'New Company Event', area: 'Admin', page: () => import('@/features/events/pages/admin-event-editor-page') },
  { path: 'admin/companies/:companyId/events/:eventId/edit', title: 'Edit Company Event', area: 'Admin', page: () => import('@/features/events/pages/admin-event-editor-page') },
];

export const AREAS: Area[] = ['Overview', 'Network', 'Marketplace', 'Company', 'Integrations', 'Events & Press', 'Support', 'Admin'];

/** '/dashboard' + relative path. */
export function dashboardHref(path: string): string {
  return path ? `/dashboard/${path}` : '/dashboard';
}
