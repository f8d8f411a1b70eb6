import type { SmsProviderName } from './gateway-config';
import { describeError, SmsRefused, SmsUnavailable } from './sms-errors';
import type { SmsLog, SmsTransport } from './transport-type';

export type SmsRegion = 'mainland' | 'international';

/** +86 numbers are mainland China's; every other number (Hong Kong +852 and Taiwan +886 too) is international. */
export function regionOf(mobile: string): SmsRegion {
  return mobile.startsWith('+86') ? 'mainland' : 'international';
}

/** A number as the log may show it: the country code and last four digits. */
export function maskPhone(mobile: string): string {
  return mobile.length > 8 ? `${mobile.slice(0, mobile.length - 8)}****${mobile.slice(-4)}` : '****';
}

export interface RoutedProvider {
  name: SmsProviderName;
  transport: SmsTransport;
}

/**
 * Sends each code through its region's providers in order: the next one only when a provider cannot be
 * reached or cannot take the message (`SmsUnavailable`, or any unexpected error); a refusal
 * (`SmsRefused`: a bad number, a limit, an unapproved template) is final, so that a second provider can
 * neither bypass a limit nor text a number that declined. The log names the provider, the region, the
 * masked number and the provider's error code, never the code sent.
 */
export class RoutedSmsTransport implements SmsTransport {
  constructor(
    private readonly routes: Record<SmsRegion, RoutedProvider[]>,
    private readonly log: () => SmsLog,
  ) {}

  async send(mobile: string, code: string): Promise<void> {
    const region = regionOf(mobile);
    const chain = this.routes[region];
    const masked = maskPhone(mobile);
    // A provider's message may quote the request; the code is blanked out of anything logged.
    const scrub = (text: string) => text.replaceAll(code, '******');
    let lastError: unknown;
    for (const [i, { name, transport }] of chain.entries()) {
      try {
        await transport.send(mobile, code);
        if (i > 0) this.log().warn({ provider: name, region, mobile: masked }, `sms: sent by ${name} after ${chain[0]?.name} failed`);
        return;
      } catch (error) {
        if (error instanceof SmsRefused) {
          this.log().warn(
            { provider: name, region, mobile: masked, reason: error.reason, providerCode: error.providerCode },
            `sms: ${name} refused the message (${error.reason})`,
          );
          throw error;
        }
        const { name: errorName, code: errorCode, status, message } = describeError(error);
        const next = chain[i + 1]?.name ?? null;
        this.log().error(
          { provider: name, region, mobile: masked, error: { name: errorName, code: errorCode, status, message: scrub(message) }, next },
          next ? `sms: ${name} unavailable, trying ${next}` : `sms: ${name} unavailable, no other provider for ${region} numbers`,
        );
        lastError = error;
      }
    }
    throw lastError ?? new SmsUnavailable('none', 'no provider', `for ${region} numbers`);
  }
}
