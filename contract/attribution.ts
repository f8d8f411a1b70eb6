/**
 * Where a lead came from, as marketing sites record it: the campaign of the visitor's first arrival (its
 * utm_* parameters, the referring site's host, the landing page and the date: first touch) and the
 * campaign of the latest arrival that named one (last touch). The browser keeps them under the visitor id
 * (src/lib/attribution.ts) and sends them with every contact request; the API stores them as given, only
 * cut to these lengths and cleaned of control characters (nothing in them is trusted or refused: a lead is
 * never lost to a long URL), and they reach the export and every sales message.
 */

/** Each field and the most characters kept of it. */
export const ATTRIBUTION_FIELDS = {
  utmSource: 200,
  utmMedium: 200,
  utmCampaign: 200,
  utmTerm: 200,
  utmContent: 200,
  /** The referring site's host (never its path or query: those can carry another site's secrets). */
  referrer: 200,
  landingPage: 500,
  /** ISO date and time of the first arrival. */
  firstSeenAt: 40,
  lastUtmSource: 200,
  lastUtmMedium: 200,
  lastUtmCampaign: 200,
} as const;
export type AttributionField = keyof typeof ATTRIBUTION_FIELDS;
export type Attribution = Partial<Record<AttributionField, string>>;
export const ATTRIBUTION_FIELD_NAMES = Object.keys(ATTRIBUTION_FIELDS) as AttributionField[];

/** The query parameters of a campaign link and the first-touch field each fills. */
export const UTM_PARAMETERS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const satisfies Record<string, AttributionField>;

/** A value as kept: control characters out, trimmed, cut to the field's length; empty → undefined. */
export function keptValue(field: AttributionField, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  return clean ? clean.slice(0, ATTRIBUTION_FIELDS[field]) : undefined;
}

/** The campaign a URL's query names (first-touch field names), empty when it names none. */
export function campaignOf(search: string): Attribution {
  const params = new URLSearchParams(search);
  const found: Attribution = {};
  for (const [param, field] of Object.entries(UTM_PARAMETERS)) {
    const value = keptValue(field, params.get(param));
    if (value) found[field] = value;
  }
  return found;
}

/** Only the fields of the contract, each as kept. */
export function keptAttribution(source: Record<string, unknown>): Attribution {
  const kept: Attribution = {};
  for (const field of ATTRIBUTION_FIELD_NAMES) {
    const value = keptValue(field, source[field]);
    if (value) kept[field] = value;
  }
  return kept;
}
