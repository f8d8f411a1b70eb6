import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { ServerConfig } from '../config';
import { ApiError, ErrorCode } from '../envelope';
import type { SmsRepository } from '../repositories/sms-repository';
import type { SmsTransport } from './sms-transport';

const hash = (code: string) => createHash('sha256').update(code).digest('hex');

/** Issues and checks phone verification codes for the university form. */
export class SmsService {
  constructor(
    private readonly repo: SmsRepository,
    private readonly transport: SmsTransport,
    private readonly config: ServerConfig['sms'],
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Sends a fresh code. Too soon after the last one for this phone answers A2032; past the hourly budget
   * of the phone or of the caller's address answers A2029; a transport failure answers A2003.
   */
  async send(mobile: string, ip: string): Promise<{ expiresIn: number; resendIn: number }> {
    const now = this.now();
    const hourAgo = now - 3600_000;
    const recent = await this.repo.sentToPhone(mobile, hourAgo);
    if (recent[0] && now - recent[0].createdAt < this.config.phoneCooldownSeconds * 1000) {
      throw new ApiError(ErrorCode.tooFrequent);
    }
    if (recent.length >= this.config.phonePerHour) throw new ApiError(ErrorCode.tooFrequentHour);
    if ((await this.repo.countFromIp(ip, hourAgo)) >= this.config.ipPerHour) {
      throw new ApiError(ErrorCode.tooFrequentHour);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // Stored before sending: a code that fails to send still counts against the limits, so a failing
    // gateway cannot be used to send unlimited attempts.
    await this.repo.insert({
      mobile,
      ip,
      codeHash: hash(code),
      createdAt: now,
      expiresAt: now + this.config.codeTtlSeconds * 1000,
    });
    try {
      await this.transport.send(mobile, code);
    } catch {
      throw new ApiError(ErrorCode.smsSendFailed);
    }
    return { expiresIn: this.config.codeTtlSeconds, resendIn: this.config.phoneCooldownSeconds };
  }

  /** Checks `code` against the newest live code of `mobile`; answers its id or throws A2004. */
  async verify(mobile: string, code: string): Promise<number> {
    const live = await this.repo.latestLive(mobile, this.now());
    if (!live || live.attempts >= this.config.maxAttempts) throw new ApiError(ErrorCode.wrongCode);
    const expected = Buffer.from(live.codeHash, 'hex');
    const given = Buffer.from(hash(code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await this.repo.recordAttempt(live.id);
      throw new ApiError(ErrorCode.wrongCode);
    }
    return live.id;
  }

  consume(id: number): Promise<void> {
    return this.repo.markUsed(id);
  }
}
