import { useEffect, useState } from 'react';

/** How far down the window (a share of its height) a heading counts as the one being read. */
export const READING_LINE = 0.3;

/**
 * The section being read: of the headings `ids` (in page order), the last one whose top has passed
 * `line` px from the window's top, or null above the first. Pure, so it is tested without a browser.
 */
export function currentSection(tops: readonly { id: string; top: number }[], line: number): string | null {
  let current: string | null = null;
  for (const h of tops) {
    if (h.top <= line) current = h.id;
    else break;
  }
  return current;
}

/**
 * Which of the headings `ids` the visitor is reading (a table of contents' scroll spy). One
 * IntersectionObserver whose area is everything above the reading line (its top margin reaches far up the
 * page): it reports when a heading crosses the line, however fast the page scrolls or jumps, and nothing
 * runs on other scroll frames. Null before hydration and above the first heading, so the server HTML marks
 * no entry.
 */
export function useCurrentSection(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = ids.join('\n');
  useEffect(() => {
    const headings = key
      .split('\n')
      .map((id) => document.getElementById(id))
      .filter((h): h is HTMLElement => h !== null);
    if (headings.length === 0 || typeof IntersectionObserver === 'undefined') return undefined;
    const update = () =>
      setCurrent(
        currentSection(
          headings.map((h) => ({ id: h.id, top: h.getBoundingClientRect().top })),
          window.innerHeight * READING_LINE,
        ),
      );
    const observer = new IntersectionObserver(update, {
      rootMargin: `1000000px 0px -${Math.round((1 - READING_LINE) * 100)}% 0px`,
    });
    headings.forEach((h) => observer.observe(h));
    return () => observer.disconnect();
  }, [key]);
  return current;
}
