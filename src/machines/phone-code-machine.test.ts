import { createActor, fromPromise } from 'xstate';
import { phoneCodeMachine } from './phone-code-machine';

function start(send: (mobile: string) => Promise<{ resendIn: number }>) {
  const actor = createActor(
    phoneCodeMachine.provide({ actors: { sendCode: fromPromise(({ input }: { input: { mobile: string } }) => send(input.mobile)) } }),
  ).start();
  return { actor, snap: () => actor.getSnapshot() };
}

const flush = () => Promise.resolve().then(() => Promise.resolve());

describe('phone code machine', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('get code → seconds remaining → resend', async () => {
    const sent: string[] = [];
    const { actor, snap } = start(async (m) => {
      sent.push(m);
      return { resendIn: 3 };
    });
    expect(snap().value).toBe('idle');
    expect(snap().hasTag('canSend')).toBe(true);
    actor.send({ type: 'code.send', mobile: '13812345678' });
    expect(snap().value).toBe('sending');
    expect(snap().hasTag('canSend')).toBe(false);
    await flush();
    expect(snap().value).toBe('counting');
    expect(snap().context.remaining).toBe(3);
    expect(sent).toEqual(['13812345678']);
    jest.advanceTimersByTime(1000);
    expect(snap().context.remaining).toBe(2);
    jest.advanceTimersByTime(2000);
    expect(snap().value).toBe('resend');
    expect(snap().hasTag('sentBefore')).toBe(true);
    expect(snap().context.remaining).toBe(0);
  });

  test('forbidden: asking again while sending or counting', async () => {
    let calls = 0;
    const { actor, snap } = start(async () => {
      calls++;
      return { resendIn: 60 };
    });
    actor.send({ type: 'code.send', mobile: '1' });
    actor.send({ type: 'code.send', mobile: '1' });
    await flush();
    expect(snap().can({ type: 'code.send', mobile: '1' })).toBe(false);
    actor.send({ type: 'code.send', mobile: '1' });
    expect(calls).toBe(1);
    jest.advanceTimersByTime(30_000);
    expect(snap().context.remaining).toBe(30);
  });

  test('a failed send keeps the button usable and says why', async () => {
    const { actor, snap } = start(async () => {
      throw new Error('请求过于频繁');
    });
    actor.send({ type: 'code.send', mobile: '1' });
    await flush();
    expect(snap().value).toBe('failed');
    expect(snap().context.error).toBe('请求过于频繁');
    expect(snap().hasTag('canSend')).toBe(true);
  });

  test('the countdown stops when the machine stops', async () => {
    const { actor, snap } = start(async () => ({ resendIn: 5 }));
    actor.send({ type: 'code.send', mobile: '1' });
    await flush();
    actor.stop();
    jest.advanceTimersByTime(10_000);
    expect(snap().context.remaining).toBe(5);
  });
});
