/**
 * The bounds of a sample quote's numbers (contract/sample-spec.ts holds the rules that apply them). A module
 * of its own, without imports: the sample page's estimator reads the bounds on its first load, and the rules'
 * module brings the validators (and their phone-number metadata) with it.
 */
export const SPEC_LIMITS = {
  loi: { min: 1, max: 60 },
  incidence: { min: 1, max: 100 },
  fieldDays: { min: 1, max: 90 },
} as const;
