import { ContentPage } from '@/components/content-page';
import { aboutPage } from '../content/about';

export default function AboutPage() {
  return <ContentPage page={aboutPage} />;
}
