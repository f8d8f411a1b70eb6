import { assign, setup } from 'xstate';
import { CLICK_LOCK_MS, NAV_TOP, isSection, navTop, type SectionValue } from './college-sections';

export interface ScrollSpyInput {
  /** The section to start on (from `?type=N`). */
  section?: SectionValue;
}

export interface ScrollSpyContext {
  /** The highlighted section of the side navigation. */
  current: SectionValue;
  /** The side navigation's top, px (SPEC 2.4: 80, or the scroll position minus 220 past 300). */
  top: number;
}

export type ScrollSpyEvent =
  /**
   * The page scrolled to `y`; `section` is the section then in view; `minTop` the navigation's lowest top
   * in its column that keeps it below the fixed header (see `navMinTop`).
   */
  | { type: 'page.scroll'; y: number; section: number; minTop?: number }
  /** A side navigation entry was chosen. */
  | { type: 'nav.select'; section: number }
  | { type: 'device.mobile' }
  | { type: 'device.desktop' };

/**
 * The colleges page's scroll spy (SPEC 2.4). Scrolling moves the side navigation and highlights the
 * section in view, except within 1,000 ms of a click (the smooth scroll passes other sections on its way)
 * and never on mobile, where the navigation is a static strip. Choosing an entry highlights it at once
 * and asks for the smooth scroll (`scrollToSection`, provided by the view).
 */
export const scrollSpyMachine = setup({
  types: { context: {} as ScrollSpyContext, events: {} as ScrollSpyEvent, input: {} as ScrollSpyInput },
  actions: {
    select: assign({
      current: ({ context, event }) => (event.type === 'nav.select' && isSection(event.section) ? event.section : context.current),
    }),
    follow: assign({
      current: ({ context, event }) => (event.type === 'page.scroll' && isSection(event.section) ? event.section : context.current),
    }),
    place: assign({ top: ({ context, event }) => (event.type === 'page.scroll' ? navTop(event.y, event.minTop) : context.top) }),
    resetTop: assign({ top: NAV_TOP }),
    /** Provided by the view: the 1,200 ms smooth scroll to the chosen section. */
    scrollToSection: (_, _params: { section: SectionValue }) => {},
  },
  guards: {
    validSection: ({ event }) => event.type === 'nav.select' && isSection(event.section),
  },
}).createMachine({
  id: 'scrollSpy',
  context: ({ input }) => ({ current: input.section ?? 1, top: NAV_TOP }),
  initial: 'tracking',
  states: {
    tracking: {
      on: {
        'page.scroll': { actions: ['place', 'follow'] },
        'nav.select': {
          guard: 'validSection',
          target: 'locked',
          actions: ['select', { type: 'scrollToSection', params: ({ event }) => ({ section: event.section as SectionValue }) }],
        },
        'device.mobile': { target: 'mobile', actions: 'resetTop' },
      },
    },
    locked: {
      after: { [CLICK_LOCK_MS]: 'tracking' },
      on: {
        // The navigation still follows the page; the highlight stays on the chosen entry.
        'page.scroll': { actions: 'place' },
        'nav.select': {
          guard: 'validSection',
          target: 'locked',
          reenter: true,
          actions: ['select', { type: 'scrollToSection', params: ({ event }) => ({ section: event.section as SectionValue }) }],
        },
        'device.mobile': { target: 'mobile', actions: 'resetTop' },
      },
    },
    mobile: {
      on: {
        'nav.select': {
          guard: 'validSection',
          actions: ['select', { type: 'scrollToSection', params: ({ event }) => ({ section: event.section as SectionValue }) }],
        },
        'device.desktop': 'tracking',
      },
    },
  },
});
