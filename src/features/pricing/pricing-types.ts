/** The pricing content the site API serves (content/pricing/plans.json), as the page query returns it. */
export type PlanId = 'free' | 'team' | 'enterprise';

/** The order the page compares the plans in: Free, Team collaboration, Enterprise. */
export const PLAN_ORDER: readonly PlanId[] = ['free', 'team', 'enterprise'];

export interface PricingPlan {
  apiId: string;
  name: string;
  price: string;
  tagline: string;
  highlights: readonly string[];
  cta: string;
}

export interface PricingCell {
  text: string | null;
  included: boolean;
}

export interface PricingRow {
  apiId: string;
  name: string;
  values: Record<PlanId, PricingCell>;
}
