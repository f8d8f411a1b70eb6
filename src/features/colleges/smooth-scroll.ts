import { easeInOutCubic, SCROLL_ANIMATION_MS } from './college-sections';

/** One step of the animation: 'instant', or the page's CSS `scroll-behavior: smooth` would animate each step. */
const jump = (top: number) => window.scrollTo({ top, behavior: 'instant' });

/**
 * Scrolls the window to `to` over `duration` ms (SPEC 9: 1,200 ms), eased. The visitor's own wheel, touch
 * or key press ends it. Answers a function that cancels it.
 */
export function smoothScrollTo(to: number, duration = SCROLL_ANIMATION_MS): () => void {
  const from = window.scrollY;
  const distance = to - from;
  let frame = 0;
  let startedAt: number | null = null;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  if (matchMedia('(prefers-reduced-motion: reduce)').matches || distance === 0) {
    jump(to);
    return stop;
  }
  const step = (now: number) => {
    startedAt ??= now;
    const t = (now - startedAt) / duration;
    jump(from + distance * easeInOutCubic(t));
    if (t < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}
