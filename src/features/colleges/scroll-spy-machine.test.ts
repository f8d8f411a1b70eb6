import { createActor } from 'xstate';
import { CLICK_LOCK_MS } from './college-sections';
import { scrollSpyMachine, type ScrollSpyInput } from './scroll-spy-machine';

function start(input: ScrollSpyInput = {}) {
  const scrolls: number[] = [];
  const actor = createActor(scrollSpyMachine.provide({ actions: { scrollToSection: (_, params) => scrolls.push(params.section) } }), {
    input,
  }).start();
  const snap = () => actor.getSnapshot();
  return { actor, scrolls, snap };
}

describe('scrollSpyMachine', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('starts tracking on section 1 with the navigation at 80 px, or on the section of ?type', () => {
    expect(start().snap()).toMatchObject({ value: 'tracking', context: { current: 1, top: 80 } });
    expect(start({ section: 3 }).snap().context.current).toBe(3);
  });

  test('tracking: scrolling highlights the section in view and moves the navigation (80; y - 220 past 300)', () => {
    const { actor, snap } = start();
    actor.send({ type: 'page.scroll', y: 250, section: 2 });
    expect(snap()).toMatchObject({ value: 'tracking', context: { current: 2, top: 80 } });
    actor.send({ type: 'page.scroll', y: 300, section: 2 });
    expect(snap().context.top).toBe(80);
    actor.send({ type: 'page.scroll', y: 1200, section: 4 });
    expect(snap().context).toEqual({ current: 4, top: 980 });
  });

  test('tracking: a section outside 1-5 is ignored, the navigation still moves', () => {
    const { actor, snap } = start();
    actor.send({ type: 'page.scroll', y: 900, section: 9 });
    expect(snap().context).toEqual({ current: 1, top: 680 });
  });

  test('a click highlights its entry at once, asks for the smooth scroll and locks for 1,000 ms', () => {
    const { actor, scrolls, snap } = start();
    actor.send({ type: 'nav.select', section: 5 });
    expect(snap()).toMatchObject({ value: 'locked', context: { current: 5 } });
    expect(scrolls).toEqual([5]);

    // The smooth scroll passes sections 2-4: the highlight stays on 5, the navigation follows the page.
    actor.send({ type: 'page.scroll', y: 800, section: 2 });
    expect(snap().context).toEqual({ current: 5, top: 580 });
    jest.advanceTimersByTime(CLICK_LOCK_MS - 1);
    actor.send({ type: 'page.scroll', y: 1500, section: 3 });
    expect(snap()).toMatchObject({ value: 'locked', context: { current: 5 } });

    jest.advanceTimersByTime(1);
    expect(snap().value).toBe('tracking');
    actor.send({ type: 'page.scroll', y: 1600, section: 3 });
    expect(snap().context.current).toBe(3);
  });

  test('a second click during the lock selects again and restarts the 1,000 ms', () => {
    const { actor, scrolls, snap } = start();
    actor.send({ type: 'nav.select', section: 4 });
    jest.advanceTimersByTime(700);
    actor.send({ type: 'nav.select', section: 2 });
    expect(scrolls).toEqual([4, 2]);
    jest.advanceTimersByTime(700);
    expect(snap()).toMatchObject({ value: 'locked', context: { current: 2 } });
    jest.advanceTimersByTime(300);
    expect(snap().value).toBe('tracking');
  });

  test('forbidden: choosing a value outside 1-5 changes nothing and scrolls nowhere, in every state', () => {
    const { actor, scrolls, snap } = start();
    actor.send({ type: 'nav.select', section: 0 });
    actor.send({ type: 'nav.select', section: 6 });
    expect(snap()).toMatchObject({ value: 'tracking', context: { current: 1 } });
    actor.send({ type: 'nav.select', section: 3 });
    actor.send({ type: 'nav.select', section: 7 });
    expect(snap()).toMatchObject({ value: 'locked', context: { current: 3 } });
    actor.send({ type: 'device.mobile' });
    actor.send({ type: 'nav.select', section: -1 });
    expect(snap()).toMatchObject({ value: 'mobile', context: { current: 3 } });
    expect(scrolls).toEqual([3]);
  });

  test('mobile: no highlight tracking and a fixed navigation; clicks still select and scroll, without a lock', () => {
    const { actor, scrolls, snap } = start();
    actor.send({ type: 'page.scroll', y: 900, section: 2 });
    actor.send({ type: 'device.mobile' });
    expect(snap()).toMatchObject({ value: 'mobile', context: { current: 2, top: 80 } });
    actor.send({ type: 'page.scroll', y: 2000, section: 4 });
    expect(snap().context).toEqual({ current: 2, top: 80 });
    actor.send({ type: 'nav.select', section: 5 });
    expect(snap()).toMatchObject({ value: 'mobile', context: { current: 5 } });
    expect(scrolls).toEqual([5]);
    jest.advanceTimersByTime(CLICK_LOCK_MS * 2);
    expect(snap().value).toBe('mobile');
  });

  test('a lock is dropped when the device turns mobile; back on desktop, tracking resumes', () => {
    const { actor, snap } = start();
    actor.send({ type: 'nav.select', section: 4 });
    actor.send({ type: 'device.mobile' });
    jest.advanceTimersByTime(CLICK_LOCK_MS);
    expect(snap().value).toBe('mobile');
    actor.send({ type: 'device.desktop' });
    expect(snap().value).toBe('tracking');
    actor.send({ type: 'page.scroll', y: 400, section: 2 });
    expect(snap().context).toEqual({ current: 2, top: 180 });
  });

  test('forbidden: device.desktop while tracking or locked, device.mobile while mobile change nothing', () => {
    const { actor, snap } = start();
    actor.send({ type: 'device.desktop' });
    expect(snap().value).toBe('tracking');
    actor.send({ type: 'nav.select', section: 2 });
    actor.send({ type: 'device.desktop' });
    expect(snap().value).toBe('locked');
    actor.send({ type: 'device.mobile' });
    actor.send({ type: 'device.mobile' });
    expect(snap()).toMatchObject({ value: 'mobile', context: { current: 2 } });
    expect(snap().can({ type: 'page.scroll', y: 10, section: 3 })).toBe(false);
  });
});
