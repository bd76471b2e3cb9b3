import type { FastifyPluginAsync } from 'fastify';
import { adminCompanyRoutes } from './admin-routes';
import { connectCompaniesToIdentity } from './reactions';
import { privilegeRoutes } from './privilege-routes';
import { companyRoutes } from './routes';
import { staffRoutes } from './staff-routes';

/**
 * The companies module: companies, the user's company association, company staff and invitations,
 * privileges and privilege requests, and the admin side of all of it.
 *
 * Other modules use `requireCompanyPrivilege` for company-scoped actions (404 when the user is not a
 * member of that company, 403 without the privilege) and `getMembership` to find the user's company.
 */
export const companiesModule: FastifyPluginAsync = async (app) => {
  connectCompaniesToIdentity(app);
  await app.register(companyRoutes);
  await app.register(staffRoutes);
  await app.register(privilegeRoutes);
  await app.register(adminCompanyRoutes);
};

export { getMembership, requireActiveMemberOf, requireCompanyPrivilege, type Membership } from './access';
export { companyIdByName, verifiedProviders } from './service';
export { companiesDemoSeeder } from './demo';
export { companyCardColumns, toCompanyCard, type CompanyCardRow } from './card-repository';
export { privilegePollTopics } from './privilege-topics';
export { companyAdminIds } from './access';
export { companiesDailyRollups, companiesRegisteredByType, companiesRegisteredPerDay, COMPANY_LIST_SERIES, companyListPerDay, companyName, companyProfileViewsPerDay, companyNames, countActiveMembers, countCompaniesByBusinessType, countCompaniesByState, countOpenPrivilegeRequests, type CompaniesByState, type CompaniesOfType } from './figures-repository';
