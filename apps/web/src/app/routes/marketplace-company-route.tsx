import { ProviderGamesSection } from '@/features/games/components/provider-games-section';
import { CompanyPage } from '@/features/marketplace/pages/company-page';
import { useCompanyConnectAction } from './use-company-connect-action';

/** /marketplace/company/:companyId and its dashboard twin: the profile with its games and the company connection action. */
export default function MarketplaceCompanyRoute() {
  return <CompanyPage renderActions={useCompanyConnectAction()} renderGames={(companyId) => <ProviderGamesSection companyId={companyId} />} />;
}
