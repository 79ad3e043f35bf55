import { LandingHero } from './landing-hero';
import {
  BusinessSection,
  ExploreSection,
  HowToBeginSection,
  PracticeSection,
} from './landing-sections';
import { MarketingLayout } from './marketing-layout';

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
