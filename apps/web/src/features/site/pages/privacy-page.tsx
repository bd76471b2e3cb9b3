import { ContentPage } from '@/components/content-page';
import { privacyPage } from '../content/privacy';

export default function PrivacyPage() {
  return <ContentPage page={privacyPage} />;
}
