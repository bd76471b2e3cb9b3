import { ContentPage } from '@/components/content-page';
import { salesDeckProvidersPage } from '../content/sales-deck-providers';

export default function SalesDeckProvidersPage() {
  return <ContentPage page={salesDeckProvidersPage} />;
}
