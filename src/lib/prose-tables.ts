/** The class of the scroll region around a wide table; its look (the scroll cue) is in global.css. */
export const TABLE_SCROLL_CLASS = 'table-scroll';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Rich text's tables, each in a region of its own (a named <section>) that scrolls sideways on a narrow
 * screen: focusable (keyboard users scroll it with the arrow keys) and named by `label(n)` (1-based).
 * Done on the HTML string, so the server HTML has it and pages without scripts get the same.
 */
export function scrollableTables(html: string, label: (n: number) => string): string {
  let n = 0;
  return html
    .replace(/<table(\s[^>]*)?>/g, (open) => {
      n += 1;
      return `<section class="${TABLE_SCROLL_CLASS}" tabindex="0" aria-label="${escapeAttr(label(n))}">${open}`;
    })
    .replace(/<\/table>/g, '</table></section>');
}
