import { useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { useIsMobile } from '../../lib/use-client';
import { anchorOf, SECTIONS, sectionFromQuery, sectionInView, type SectionValue } from './college-sections';
import { scrollSpyMachine } from './scroll-spy-machine';
import { smoothScrollTo } from './smooth-scroll';

/** Where a section's top lands after the smooth scroll: below the fixed header, with a little air. */
const SECTION_OFFSET = 76;

const sectionTop = (value: SectionValue) => {
  const el = document.getElementById(anchorOf(value));
  return el ? Math.max(0, el.getBoundingClientRect().top + window.scrollY - SECTION_OFFSET) : null;
};

/**
 * Drives the scroll spy machine from the page: scroll positions in, the smooth scroll out. On load,
 * `?type=N` selects (and scrolls to) section N, anything else section 1 (SPEC 2.4).
 */
export function useScrollSpy() {
  const cancel = useRef<() => void>(() => {});
  const [state, send] = useMachine(
    scrollSpyMachine.provide({
      actions: {
        scrollToSection: (_, { section }) => {
          const top = sectionTop(section);
          cancel.current();
          if (top !== null) cancel.current = smoothScrollTo(top);
        },
      },
    }),
    { input: { section: 1 } },
  );
  const mobile = useIsMobile();

  useEffect(() => send({ type: mobile ? 'device.mobile' : 'device.desktop' }), [mobile, send]);

  useEffect(() => {
    const onScroll = () => {
      const tops = SECTIONS.map((v) => document.getElementById(anchorOf(v))?.getBoundingClientRect().top ?? Infinity);
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      send({ type: 'page.scroll', y: window.scrollY, section: sectionInView(tops, SECTION_OFFSET + 24, atBottom) });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    if (window.scrollY > 0) onScroll();
    if (new URLSearchParams(window.location.search).has('type')) send({ type: 'nav.select', section: sectionFromQuery(window.location.search) });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancel.current();
    };
  }, [send]);

  return {
    current: state.context.current,
    top: state.context.top,
    select: (section: SectionValue) => send({ type: 'nav.select', section }),
  };
}
