import { GamePage } from '@/features/games/pages/game-page';
import { CompanyCertificationBadges } from '@/features/marketplace/components/company-certification-badges';

/** /dashboard/marketplace/game/:gameId: the game's sheet with its provider's verified certifications. */
export default function GameRoute() {
  return <GamePage renderProviderBadges={(providerId) => <CompanyCertificationBadges companyId={providerId} max={6} />} />;
}
