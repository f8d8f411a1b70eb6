import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a ticket stays good: a visitor may leave the page open, not for days. */
const MAX_AGE_MS = 2 * 60 * 60 * 1000;

export type TicketJudgement =
  /** Issued by this deployment `elapsedMs` ago: the form's fill time, as the server measured it. */
  | { state: 'valid'; elapsedMs: number }
  /** None sent, not ours (forged, another key), or older than two hours. */
  | { state: 'missing' | 'invalid' | 'expired' };

/**
 * Fill time the server measures itself, for forms without scripts (whose pages are static: nothing in
 * them can say when the visitor opened them). A ticket is the time it was issued and an HMAC of it; the
 * no-script route hands one out with the form it answers and reads it back with the next post, so a
 * robot cannot claim a fill time it did not spend (the scripted forms report theirs as `fillMs`). Keys:
 * the deployment's secret (SMS_CODE_SECRET or the one kept in the database) first, then the previous ones
 * of a rotation, each derived for this purpose only.
 */
export class FormTickets {
  constructor(
    private readonly keys: () => Promise<string[]>,
    private readonly now: () => number = Date.now,
  ) {}

  async issue(): Promise<string> {
    const [key] = await this.keys();
    const at = this.now();
    return `${at.toString(36)}.${sign(key!, at)}`;
  }

  async judge(ticket: string | null | undefined): Promise<TicketJudgement> {
    const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(ticket ?? '');
    if (!ticket) return { state: 'missing' };
    if (!match) return { state: 'invalid' };
    const at = parseInt(match[1]!, 36);
    const given = Buffer.from(match[2]!);
    const ours = (await this.keys()).some((key) => timingSafeEqual(Buffer.from(sign(key, at)), given));
    if (!ours) return { state: 'invalid' };
    const elapsedMs = this.now() - at;
    if (elapsedMs < 0) return { state: 'invalid' };
    if (elapsedMs > MAX_AGE_MS) return { state: 'expired' };
    return { state: 'valid', elapsedMs };
  }
}

function sign(key: string, at: number): string {
  // A key of its own, derived from the deployment's: a ticket never helps with anything the secret guards.
  const derived = createHmac('sha256', key).update('form-ticket').digest();
  return createHmac('sha256', derived).update(String(at)).digest('base64url');
}
