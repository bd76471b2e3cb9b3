import { ContentPage } from '@/components/content-page';
import { securityPage } from '../content/security';

export default function SecurityPage() {
  return <ContentPage page={securityPage} />;
}
