/** @jest-environment jsdom */
import { createActor, fromCallback } from 'xstate';
import { imageViewerMachine, MIN_SCALE, type ViewerEvent } from './image-viewer-machine';

const images = [
  { src: '/a.png', alt: 'A' },
  { src: '/b.png', alt: 'B' },
  { src: '/c.png', alt: 'C' },
];

function start() {
  const calls: string[] = [];
  const actor = createActor(
    imageViewerMachine.provide({
      actors: { keyboardListener: fromCallback<ViewerEvent>(() => () => calls.push('keyboard stopped')) },
      actions: { lockScroll: () => void calls.push('lock'), unlockScroll: () => void calls.push('unlock') },
    }),
  ).start();
  return { actor, calls, ctx: () => actor.getSnapshot().context, send: (e: ViewerEvent) => actor.send(e) };
}

describe('image viewer machine', () => {
  test('opens on an image, locks scroll, closes and unlocks', () => {
    const { actor, calls, send, ctx } = start();
    send({ type: 'viewer.open', images, index: 1 });
    expect(actor.getSnapshot().value).toBe('open');
    expect(ctx()).toEqual(expect.objectContaining({ index: 1, scale: 1, rotate: 0, mode: 'fit' }));
    expect(calls).toEqual(['lock']);
    send({ type: 'viewer.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls).toEqual(['lock', 'unlock', 'keyboard stopped']);
  });

  test('forbidden: opening with no images, or acting while closed', () => {
    const { actor, send, ctx } = start();
    send({ type: 'viewer.open', images: [], index: 0 });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().can({ type: 'image.next' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'zoom.in' })).toBe(false);
    send({ type: 'zoom.in' });
    expect(ctx().scale).toBe(1);
  });

  test('an out-of-range index is clamped', () => {
    const { send, ctx } = start();
    send({ type: 'viewer.open', images, index: 9 });
    expect(ctx().index).toBe(2);
  });

  test('previous and next wrap around and reset the transform', () => {
    const { send, ctx } = start();
    send({ type: 'viewer.open', images, index: 0 });
    send({ type: 'zoom.in' });
    send({ type: 'rotate.right' });
    send({ type: 'image.prev' });
    expect(ctx()).toEqual(expect.objectContaining({ index: 2, scale: 1, rotate: 0 }));
    send({ type: 'image.next' });
    expect(ctx().index).toBe(0);
    send({ type: 'image.next' });
    send({ type: 'image.next' });
    send({ type: 'image.next' });
    expect(ctx().index).toBe(0);
  });

  test('zoom steps by 0.2 and the scale stays above 0.2', () => {
    const { send, ctx } = start();
    send({ type: 'viewer.open', images, index: 0 });
    send({ type: 'zoom.in' });
    expect(ctx().scale).toBe(1.2);
    for (let i = 0; i < 10; i++) send({ type: 'zoom.out' });
    expect(ctx().scale).toBe(0.4);
    expect(ctx().scale).toBeGreaterThan(MIN_SCALE);
  });

  test('the wheel zooms by 0.015 per event, in its direction', () => {
    const { send, ctx } = start();
    send({ type: 'viewer.open', images, index: 0 });
    send({ type: 'zoom.wheel', deltaY: -100 });
    expect(ctx().scale).toBe(1.015);
    send({ type: 'zoom.wheel', deltaY: 53 });
    send({ type: 'zoom.wheel', deltaY: 53 });
    expect(ctx().scale).toBe(0.985);
    send({ type: 'zoom.wheel', deltaY: 0 });
    expect(ctx().scale).toBe(0.985);
  });

  test('pinch multiplies the scale within bounds', () => {
    const { send, ctx } = start();
    send({ type: 'viewer.open', images, index: 0 });
    send({ type: 'zoom.pinch', factor: 2 });
    expect(ctx().scale).toBe(2);
    send({ type: 'zoom.pinch', factor: 0.01 });
    expect(ctx().scale).toBe(2);
    send({ type: 'zoom.pinch', factor: 0.15 });
    expect(ctx().scale).toBe(0.3);
    send({ type: 'zoom.pinch', factor: 1000 });
    expect(ctx().scale).toBe(8);
  });

  test('rotates by 90 degrees either way', () => {
    const { send, ctx } = start();
    send({ type: 'viewer.open', images, index: 0 });
    send({ type: 'rotate.right' });
    send({ type: 'rotate.right' });
    expect(ctx().rotate).toBe(180);
    send({ type: 'rotate.left' });
    expect(ctx().rotate).toBe(90);
  });

  test('toggles fit and original size, resetting zoom and pan', () => {
    const { send, ctx } = start();
    send({ type: 'viewer.open', images, index: 0 });
    send({ type: 'pan.move', dx: 30, dy: -10 });
    expect(ctx()).toEqual(expect.objectContaining({ x: 30, y: -10 }));
    send({ type: 'mode.toggle' });
    expect(ctx()).toEqual(expect.objectContaining({ mode: 'original', x: 0, y: 0, scale: 1 }));
    send({ type: 'mode.toggle' });
    expect(ctx().mode).toBe('fit');
  });

  test('remembers images that failed to load, once each', () => {
    const { send, ctx } = start();
    send({ type: 'viewer.open', images, index: 0 });
    send({ type: 'image.error', index: 1 });
    send({ type: 'image.error', index: 1 });
    expect(ctx().failed).toEqual([1]);
  });

  test('reopening starts fresh', () => {
    const { send, ctx } = start();
    send({ type: 'viewer.open', images, index: 0 });
    send({ type: 'zoom.in' });
    send({ type: 'image.error', index: 0 });
    send({ type: 'viewer.close' });
    send({ type: 'viewer.open', images, index: 2 });
    expect(ctx()).toEqual(expect.objectContaining({ index: 2, scale: 1, failed: [] }));
  });
});

describe('keyboard actor', () => {
  test('maps the SPEC keys to viewer events', () => {
    const actor = createActor(imageViewerMachine.provide({ actions: { lockScroll: () => {}, unlockScroll: () => {} } })).start();
    actor.send({ type: 'viewer.open', images, index: 0 });
    const key = (k: string) => window.dispatchEvent(new KeyboardEvent('keydown', { key: k }));
    key('ArrowRight');
    expect(actor.getSnapshot().context.index).toBe(1);
    key('ArrowLeft');
    expect(actor.getSnapshot().context.index).toBe(0);
    key('ArrowUp');
    expect(actor.getSnapshot().context.scale).toBe(1.2);
    key('ArrowDown');
    expect(actor.getSnapshot().context.scale).toBe(1);
    key(' ');
    expect(actor.getSnapshot().context.mode).toBe('original');
    key('Escape');
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
