import { NewsAside } from '@/features/news/components/news-aside';
import LandingPage from '@/features/site/pages/landing-page';

/** `/`: the site's landing page with the news feature's live panel beside it (the SPA route and the prerendered entry). */
export default function LandingRoute() {
  return <LandingPage news={<NewsAside />} />;
}
