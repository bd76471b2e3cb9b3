import { ContentPage } from '@/components/content-page';
import { selfServiceIntegrationsPage } from '../content/self-service-integrations';

export default function SelfServiceIntegrationsPage() {
  return <ContentPage page={selfServiceIntegrationsPage} />;
}
