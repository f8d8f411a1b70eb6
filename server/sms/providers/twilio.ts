import twilio from 'twilio';
import type { TwilioSettings } from '../gateway-config';
import { describeError, SmsRefused, SmsUnavailable, type SmsRefusalReason } from '../sms-errors';
import type { SmsTransport } from '../transport-type';

/**
 * Twilio Programmable Messaging (Messages.create, API 2010-04-01) through its official SDK: HTTP Basic
 * authentication with the account SID and auth token, the message form-encoded (To, From or
 * MessagingServiceSid, Body). A refusal is an HTTP 4xx with Twilio's numeric error code.
 */
export class TwilioSmsTransport implements SmsTransport {
  private readonly client: twilio.Twilio;

  constructor(
    private readonly settings: TwilioSettings,
    private readonly codeTtlMinutes: number,
    timeoutMs: number,
  ) {
    this.client = twilio(settings.accountSid, settings.authToken, { timeout: timeoutMs, autoRetry: false });
    // The REST domain's origin (https://api.twilio.com unless overridden, a test's local fake).
    this.client.api.baseUrl = settings.endpoint.replace(/\/+$/, '');
  }

  async send(mobile: string, code: string): Promise<void> {
    const { from, messagingServiceSid, body } = this.settings;
    try {
      await this.client.messages.create({
        to: mobile,
        ...(messagingServiceSid ? { messagingServiceSid } : { from }),
        body: body.replaceAll('{code}', code).replaceAll('{minutes}', String(this.codeTtlMinutes)),
      });
    } catch (error) {
      const { code: providerCode, status, message } = describeError(error);
      const reason = twilioRefusal(Number(providerCode));
      if (reason) throw new SmsRefused('twilio', reason, providerCode);
      throw new SmsUnavailable('twilio', providerCode || String(status ?? ''), message);
    }
  }
}

/**
 * The error codes that decline this message (twilio.com/docs/api/errors); any other answer (20003
 * authentication, 20429 too many requests, a 5xx, no answer) means the account cannot send now, and
 * the next provider is tried.
 */
export function twilioRefusal(code: number): SmsRefusalReason | undefined {
  switch (code) {
    case 21211: // invalid 'To' number
    case 21214: // 'To' number cannot be reached
    case 21217: // number does not appear to be valid
    case 21401: // invalid phone number
    case 21612: // cannot route to this number
    case 21614: // 'To' is not a mobile number
      return 'invalidNumber';
    case 21610: // the recipient unsubscribed (replied STOP)
      return 'blockedNumber';
    case 63038: // the account's daily message limit
      return 'dailyLimit';
    case 21408: // sending to this region is not enabled
    case 21606: // 'From' cannot send SMS
    case 21659: // 'From' is not a Twilio number
    case 21660: // 'From' belongs to another account
    case 21703: // the Messaging Service has no sender
    case 21704: // the Messaging Service has no phone numbers
    case 21617: // body too long
    case 30007: // carrier filtering
      return 'notApproved';
    default:
      return undefined;
  }
}
