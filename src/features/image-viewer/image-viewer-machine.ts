import { assign, fromCallback, setup } from 'xstate';

/** SPEC 2.5 / 9: zoom step 0.2, the scale stays above 0.2; wheel 0.015 per event; rotation 90 degrees. */
export const ZOOM_STEP = 0.2;
export const MIN_SCALE = 0.2;
export const MAX_SCALE = 8;
export const WHEEL_STEP = 0.015;
export const ROTATE_STEP = 90;

export interface ViewerImage {
  src: string;
  alt: string;
}

export interface ViewerContext {
  images: ViewerImage[];
  index: number;
  scale: number;
  rotate: number;
  x: number;
  y: number;
  /** 'fit' scales the image into the window; 'original' shows it at its natural size. */
  mode: 'fit' | 'original';
  /** Indexes of images that failed to load (they show their alt text 'load failed'). */
  failed: number[];
}

export type ViewerEvent =
  | { type: 'viewer.open'; images: ViewerImage[]; index: number }
  | { type: 'viewer.close' }
  | { type: 'image.next' }
  | { type: 'image.prev' }
  | { type: 'image.error'; index: number }
  | { type: 'zoom.in' }
  | { type: 'zoom.out' }
  | { type: 'zoom.wheel'; deltaY: number }
  | { type: 'zoom.pinch'; factor: number }
  | { type: 'rotate.left' }
  | { type: 'rotate.right' }
  | { type: 'mode.toggle' }
  | { type: 'pan.move'; dx: number; dy: number };

/** The next scale: at most MAX_SCALE; a change that would bring it to MIN_SCALE or below is refused (SPEC 9: above 0.2). */
const clamp = (current: number, scale: number) => {
  const next = Math.round(scale * 1000) / 1000;
  return next <= MIN_SCALE ? current : Math.min(MAX_SCALE, next);
};
const reset = { scale: 1, rotate: 0, x: 0, y: 0 };

/**
 * Keyboard for the open viewer (SPEC 2.5): Esc closes, Space toggles fit/original, Left/Right move,
 * Up/Down zoom. A callback actor, so tests can run the machine without a DOM.
 */
export const keyboardListener = fromCallback<ViewerEvent>(({ sendBack }) => {
  const keys: Record<string, ViewerEvent['type']> = {
    Escape: 'viewer.close',
    ' ': 'mode.toggle',
    ArrowLeft: 'image.prev',
    ArrowRight: 'image.next',
    ArrowUp: 'zoom.in',
    ArrowDown: 'zoom.out',
  };
  const onKey = (e: KeyboardEvent) => {
    const type = keys[e.key];
    if (!type) return;
    e.preventDefault();
    sendBack({ type } as ViewerEvent);
  };
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
});

export const imageViewerMachine = setup({
  types: { context: {} as ViewerContext, events: {} as ViewerEvent },
  actors: { keyboardListener },
  actions: {
    lockScroll: () => {},
    unlockScroll: () => {},
  },
  guards: {
    hasImages: ({ event }) => event.type === 'viewer.open' && event.images.length > 0,
  },
}).createMachine({
  id: 'imageViewer',
  context: { images: [], index: 0, mode: 'fit', failed: [], ...reset },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'viewer.open': {
          guard: 'hasImages',
          target: 'open',
          actions: assign(({ event }) => {
            const e = event as Extract<ViewerEvent, { type: 'viewer.open' }>;
            const index = Math.min(Math.max(0, e.index), e.images.length - 1);
            return { images: e.images, index, mode: 'fit' as const, failed: [], ...reset };
          }),
        },
      },
    },
    open: {
      entry: 'lockScroll',
      exit: 'unlockScroll',
      invoke: { id: 'keyboard', src: 'keyboardListener' },
      on: {
        'viewer.close': { target: 'closed' },
        'image.next': { actions: assign(({ context }) => ({ index: (context.index + 1) % context.images.length, ...reset })) },
        'image.prev': {
          actions: assign(({ context }) => ({ index: (context.index - 1 + context.images.length) % context.images.length, ...reset })),
        },
        'image.error': {
          actions: assign(({ context, event }) => ({
            failed: context.failed.includes(event.index) ? context.failed : [...context.failed, event.index],
          })),
        },
        'zoom.in': { actions: assign(({ context }) => ({ scale: clamp(context.scale, context.scale + ZOOM_STEP) })) },
        'zoom.out': { actions: assign(({ context }) => ({ scale: clamp(context.scale, context.scale - ZOOM_STEP) })) },
        'zoom.wheel': {
          actions: assign(({ context, event }) => ({
            scale: clamp(context.scale, context.scale + (event.deltaY < 0 ? WHEEL_STEP : event.deltaY > 0 ? -WHEEL_STEP : 0)),
          })),
        },
        'zoom.pinch': { actions: assign(({ context, event }) => ({ scale: clamp(context.scale, context.scale * event.factor) })) },
        'rotate.left': { actions: assign(({ context }) => ({ rotate: context.rotate - ROTATE_STEP })) },
        'rotate.right': { actions: assign(({ context }) => ({ rotate: context.rotate + ROTATE_STEP })) },
        'mode.toggle': {
          actions: assign(({ context }) => ({ mode: context.mode === 'fit' ? ('original' as const) : ('fit' as const), ...reset })),
        },
        'pan.move': { actions: assign(({ context, event }) => ({ x: context.x + event.dx, y: context.y + event.dy })) },
      },
    },
  },
});
