import { createHmac, randomInt } from 'node:crypto';
import { canonicalPhone } from '../../contract/validators';
import type { ServerConfig } from '../config';
import { ApiError, ErrorCode } from '../envelope';
import { ipGroup } from '../lib/ip-group';
import type { LimitStore } from '../lib/limit-store';
import type { SmsRepository } from '../repositories/sms-repository';
import { REFUSAL_CODES, SmsRefused } from './sms-errors';
import type { SmsTransport } from './transport-type';

const HOUR = 3600_000;

/**
 * Issues and checks phone verification codes for the university form. Every limit is keyed on the
 * number's one canonical spelling (`canonicalPhone`) and on the caller's address group (IPv6 by /64).
 */
export class SmsService {
  constructor(
    private readonly repo: SmsRepository,
    private readonly transport: SmsTransport,
    private readonly limits: LimitStore,
    private readonly config: ServerConfig['sms'],
    /** The HMAC key of new codes (SMS_CODE_SECRET, else the one generated and kept in the database). */
    private readonly secret: () => Promise<string>,
    private readonly now: () => number = Date.now,
  ) {}

  /** What is stored of a code: an HMAC of the phone and the code, never the code or a bare hash of it. */
  private static hash(key: string, phone: string, code: string): string {
    return createHmac('sha256', key).update(`${phone}:${code}`).digest('hex');
  }

  /** The hashes a guess may match: under the current key, and under each previous one (a rotation's overlap). */
  private async candidates(phone: string, code: string): Promise<string[]> {
    const keys = [await this.secret(), ...this.config.previousCodeSecrets];
    return [...new Set(keys)].map((key) => SmsService.hash(key, phone, code));
  }

  /**
   * Sends a fresh code. Too soon after the last one for this phone answers A2032; past the hourly budget
   * of the phone or of the caller's address answers A2029; a gateway's refusal answers its SPEC 8 code
   * (`REFUSAL_CODES`: A2001 a number it will not text, A2030/A2029/A2032 its daily, hourly or per-minute
   * limit, A2003 an unapproved template); no gateway reachable answers A2003.
   */
  async send(mobile: string, ip: string): Promise<{ expiresIn: number; resendIn: number }> {
    const phone = canonicalPhone(mobile) ?? mobile;
    const from = ipGroup(ip);
    // The caller's budget first: asking too often for any number spends the caller's own budget, never
    // the number's.
    if ((await this.limits.hit(`sms:ip:${from}`, HOUR)) > this.config.ipPerHour) throw new ApiError(ErrorCode.tooFrequentHour);
    if ((await this.limits.hit(`sms:cooldown:${phone}`, this.config.phoneCooldownSeconds * 1000)) > 1) {
      throw new ApiError(ErrorCode.tooFrequent);
    }
    if ((await this.limits.hit(`sms:phone:${phone}`, HOUR)) > this.config.phonePerHour) throw new ApiError(ErrorCode.tooFrequentHour);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.now();
    // Counted before sending: a code that fails to send still counts against the limits, so a failing
    // gateway cannot be used to send unlimited attempts.
    await this.repo.insert({
      mobile: phone,
      ip: from,
      codeHash: SmsService.hash(await this.secret(), phone, code),
      createdAt: now,
      expiresAt: now + this.config.codeTtlSeconds * 1000,
    });
    try {
      await this.transport.send(phone, code);
    } catch (error) {
      throw new ApiError(error instanceof SmsRefused ? REFUSAL_CODES[error.reason] : ErrorCode.smsSendFailed);
    }
    return { expiresIn: this.config.codeTtlSeconds, resendIn: this.config.phoneCooldownSeconds };
  }

  /**
   * Uses `code` for `mobile`: counting the try, comparing and marking the code used is one conditional
   * update (`SmsRepository.guess`), so a code serves one request and at most five guesses are compared,
   * whatever arrives at the same moment. Throws A2004 when the code is wrong, used, expired or out of
   * tries.
   */
  async consume(mobile: string, code: string): Promise<void> {
    const phone = canonicalPhone(mobile) ?? mobile;
    if (await this.repo.guess(phone, await this.candidates(phone, code.trim()), this.now(), this.config.maxAttempts)) return;
    throw new ApiError(ErrorCode.wrongCode);
  }
}
