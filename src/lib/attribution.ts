import { campaignOf, keptAttribution, keptValue, type Attribution } from '../../contract/attribution';
import { readStorage, writeStorage } from './storage';

// Loaded after the page is idle (app/browser.ts) and by the forms: never part of what every page needs first.

/** Where the visitor's first touch and latest campaign are kept, beside the visitor id (`uuid`). */
export const ATTRIBUTION_KEY = 'attribution';

function stored(): Attribution {
  try {
    const raw = readStorage(ATTRIBUTION_KEY);
    return raw ? keptAttribution(JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    return {}; // not ours, or damaged: start again
  }
}

/** The referring site's host, when it is another site (a link inside this site is no referrer). */
function referringHost(referrer: string, ownHost: string): string | undefined {
  try {
    const host = new URL(referrer).host;
    return host && host !== ownHost ? keptValue('referrer', host) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Records an arrival (a page loaded from outside: a link, an ad, a typed address). The first one sets the
 * first touch: its campaign, referring host, landing page and time, kept for good; any arrival that names
 * a campaign becomes the last touch.
 */
export function recordArrival(arrival: { pathname: string; search: string; host: string; referrer: string }, now = new Date()): void {
  const current = stored();
  const campaign = campaignOf(arrival.search);
  const next: Attribution = { ...current };
  if (!current.firstSeenAt) {
    Object.assign(next, campaign, {
      firstSeenAt: now.toISOString(),
      landingPage: keptValue('landingPage', arrival.pathname + arrival.search),
      referrer: referringHost(arrival.referrer, arrival.host),
    });
  }
  if (Object.keys(campaign).length > 0) {
    next.lastUtmSource = campaign.utmSource;
    next.lastUtmMedium = campaign.utmMedium;
    next.lastUtmCampaign = campaign.utmCampaign;
  }
  writeStorage(ATTRIBUTION_KEY, JSON.stringify(keptAttribution(next)));
}

/** What a contact request carries of it (contract/attribution.ts's fields). */
export function attributionFields(): Attribution {
  return stored();
}
