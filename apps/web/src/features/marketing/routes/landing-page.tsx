import { LandingHero } from '../components/landing-hero';
import {
  BusinessSection,
  ExploreSection,
  HowToBeginSection,
  PracticeSection,
} from '../components/landing-sections';
import { MarketingLayout } from '../components/marketing-layout';

export function LandingPage() {
  return (
    <MarketingLayout>
      <LandingHero />
      <ExploreSection />
      <BusinessSection />
      <PracticeSection />
      <HowToBeginSection />
    </MarketingLayout>
  );
}
