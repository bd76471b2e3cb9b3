import { ContentPage } from '@/components/content-page';
import { compliancePage } from '../content/compliance';

export default function CompliancePage() {
  return <ContentPage page={compliancePage} />;
}
