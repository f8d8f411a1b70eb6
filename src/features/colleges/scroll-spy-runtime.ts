import { createActor } from 'xstate';
import { anchorOf, navMinTop, SECTIONS, sectionFromQuery, sectionInView, type SectionValue } from './college-sections';
import { scrollSpyMachine, type ScrollSpyContext, type ScrollSpyEvent } from './scroll-spy-machine';
import { smoothScrollTo } from './smooth-scroll';

/** Where a section's top lands after the smooth scroll: below the fixed header, with a little air. */
export const SECTION_OFFSET = 76;

const sectionTop = (value: SectionValue) => {
  const el = document.getElementById(anchorOf(value));
  return el ? Math.max(0, el.getBoundingClientRect().top + window.scrollY - SECTION_OFFSET) : null;
};

/**
 * Runs the scroll spy machine against the page (loaded after hydration, so XState stays off the first
 * load): scroll positions in, the smooth scroll out, every change of its context to `onChange`. On start,
 * `?type=N` selects (and scrolls to) section N, anything else section 1 (SPEC 2.4).
 */
export function startScrollSpy(onChange: (context: ScrollSpyContext) => void) {
  let cancel = () => {};
  const actor = createActor(
    scrollSpyMachine.provide({
      actions: {
        scrollToSection: (_, { section }) => {
          const top = sectionTop(section);
          cancel();
          if (top !== null) cancel = smoothScrollTo(top);
        },
      },
    }),
    { input: { section: 1 } },
  );
  const subscription = actor.subscribe((snapshot) => onChange(snapshot.context));
  actor.start();

  const onScroll = () => {
    const tops = SECTIONS.map((v) => document.getElementById(anchorOf(v))?.getBoundingClientRect().top ?? Infinity);
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    // The side navigation is measured against the fixed header's bottom (banner and header heights vary).
    const column = document.querySelector('[data-testid="colleges-nav"]')?.parentElement;
    const header = document.querySelector('[data-testid="site-header"]');
    const minTop =
      column && header
        ? navMinTop(column.getBoundingClientRect().top + window.scrollY, window.scrollY, header.getBoundingClientRect().bottom)
        : undefined;
    actor.send({ type: 'page.scroll', y: window.scrollY, section: sectionInView(tops, SECTION_OFFSET + 24, atBottom), minTop });
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  if (window.scrollY > 0) onScroll();
  if (new URLSearchParams(window.location.search).has('type'))
    actor.send({ type: 'nav.select', section: sectionFromQuery(window.location.search) });

  return {
    send: (event: ScrollSpyEvent) => actor.send(event),
    stop: () => {
      window.removeEventListener('scroll', onScroll);
      cancel();
      subscription.unsubscribe();
      actor.stop();
    },
  };
}
