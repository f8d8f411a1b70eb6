/** Jobs, team, sample panels, proof, pricing and legal texts. */
import type { FromSchema } from 'json-schema-to-ts';
import { int, ints, listOf, object, str, strings } from './json-schema';

// location: the id of an office in site.config.ts (`siteConfig.offices`), which names its city in both languages.
export const jobsSchema = listOf(object({ id: int, group: str, title: str, level: str, location: str, demands: strings, duties: strings }));
/** The people the about page introduces: name, role and a line on what they do. */
export const teamSchema = listOf(object({ id: int, name: str, role: str, bio: str }));
const named = object({ id: str, name: str });
export const labelGroupsSchema = listOf(
  object({ id: str, name: str, children: listOf(object({ id: str, name: str, labels: listOf(named) })) }),
);
export const carFiltersSchema = listOf(object({ id: str, name: str, options: listOf(named) }));
export const proofSchema = listOf(object({ id: str, kind: str, title: str, text: str }));
export const pricingSchema = object({
  // helpIds: the help articles about features this plan includes and the free plan does not.
  plans: listOf(object({ id: str, name: str, price: str, tagline: str, highlights: strings, cta: str, helpIds: ints }, ['helpIds'])),
  // One value per plan id: a text ("5 GB") or whether the plan has the feature.
  rows: listOf(object({ id: str, name: str, values: { type: 'object', additionalProperties: { type: ['string', 'boolean'] } } })),
});
export const legalSchema = object({ id: str, title: str, content: str });

export type JobsData = FromSchema<typeof jobsSchema>;
export type TeamData = FromSchema<typeof teamSchema>;
export type LabelGroupsData = FromSchema<typeof labelGroupsSchema>;
export type CarFiltersData = FromSchema<typeof carFiltersSchema>;
export type ProofData = FromSchema<typeof proofSchema>;
export type PricingData = FromSchema<typeof pricingSchema>;
export type LegalData = FromSchema<typeof legalSchema>;
