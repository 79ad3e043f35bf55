import { LandingHero } from './landing-hero';
import { ExploreSection, HowToBeginSection, PracticeSection } from './landing-sections';
import { MarketingLayout } from './marketing-layout';

export function LandingPage() {
  return (
    <MarketingLayout>
      <LandingHero />
      <ExploreSection />
      <PracticeSection />
      <HowToBeginSection />
    </MarketingLayout>
  );
}
