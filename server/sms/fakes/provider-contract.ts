/**
 * What every SMS provider's transport must do against its fake, as Jest tests: a wrong secret is refused
 * by the fake's signature check and makes the provider unavailable; each refusal answer becomes an
 * SmsRefused with its reason; throttling and server errors make it unavailable (the next provider is
 * tried); a gateway that does not listen makes it unavailable. Each provider's test file calls this once
 * and adds the tests of its own parameters. Test support only.
 */
import type { SmsProviderName } from '../gateway-config';
import { SmsRefused, SmsUnavailable, type SmsRefusalReason } from '../sms-errors';
import type { FakeServer } from './fake-server';

interface SmsSender {
  send(phone: string, code: string): Promise<void>;
}

export interface ProviderContract<Outcome extends string> {
  provider: SmsProviderName;
  /** The running fake (started by the test file's beforeEach) and what it answers next. */
  fake: () => FakeServer & { next: Outcome };
  /** A transport to the fake with the right secret, or with the one given. */
  transport: (secret?: string) => SmsSender;
  /** A number the provider serves, in E.164. */
  phone: string;
  wrongSecret: { secret: string; providerCode: string; problem: string };
  /** [fake outcome, reason, the provider's code] */
  refusals: ReadonlyArray<readonly [Outcome, SmsRefusalReason, string]>;
  /** [fake outcome, the provider's code] */
  unavailable: ReadonlyArray<readonly [Outcome, string]>;
}

const failure = (sending: Promise<void>) => sending.then(() => undefined).catch((e: unknown) => e);

export function providerContract<Outcome extends string>(c: ProviderContract<Outcome>): void {
  test(`a wrong secret: the fake refuses it and nothing is sent (${c.wrongSecret.providerCode})`, async () => {
    const error = await failure(c.transport(c.wrongSecret.secret).send(c.phone, '482913'));
    expect(error).toBeInstanceOf(SmsUnavailable);
    expect(error).toMatchObject({ provider: c.provider, providerCode: c.wrongSecret.providerCode });
    expect(c.fake().received).toEqual([expect.objectContaining({ signature: 'invalid', problem: c.wrongSecret.problem })]);
  });

  test.each(c.refusals)('answer %s: refused as %s', async (outcome, reason, providerCode) => {
    c.fake().next = outcome;
    const error = await failure(c.transport().send(c.phone, '482913'));
    expect(error).toBeInstanceOf(SmsRefused);
    expect(error).toMatchObject({ provider: c.provider, reason, providerCode });
    expect(c.fake().received).toEqual([expect.objectContaining({ signature: 'valid' })]);
  });

  test.each(c.unavailable)('answer %s: unavailable (the next provider is tried)', async (outcome, providerCode) => {
    c.fake().next = outcome;
    const error = await failure(c.transport().send(c.phone, '482913'));
    expect(error).toBeInstanceOf(SmsUnavailable);
    expect(error).toMatchObject({ provider: c.provider, providerCode });
    expect(c.fake().received).toHaveLength(1);
  });

  test('no gateway listening: unavailable', async () => {
    await c.fake().close();
    await expect(c.transport().send(c.phone, '482913')).rejects.toBeInstanceOf(SmsUnavailable);
  });
}
