import { HowItWorks } from './HowItWorks.tsx';
import { SellingPoints } from './SellingPoints.tsx';

/** The landing page under the hero: "Ako to funguje", then the selling points. */
export function BelowTheFold() {
  return (
    <>
      <HowItWorks />
      <SellingPoints />
    </>
  );
}
