import { ContentPage } from '@/components/content-page';
import { termsPage } from '../content/terms';

export default function TermsPage() {
  return <ContentPage page={termsPage} />;
}
