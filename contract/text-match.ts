/**
 * The one rule for a visitor's search text, shared by the site's list filters (templates, viewpoints) and
 * the site API's `keyword` parameters and keyword lookup: the static pages filter in the browser, the API
 * answers the same lists, and a text must find the same items in both.
 *
 * The SPEC asks for a keyword search without settling its details; the site's rule, which visitors see,
 * is the one kept: case, letter width and runs of white space do not matter; a part of a word is found
 * ('样本' finds '样本质量', 'satis' finds 'Customer satisfaction'); several words must all be found, each
 * in any of the texts; an empty or blank text matches everything.
 */

/** Lower-cased, width-folded, whitespace-collapsed text: 'ＮＰＳ  Survey' and 'nps survey' compare equal. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Whether the texts (anything that is not a string is skipped) match the query, by the rule above. */
export function matchesText(texts: readonly unknown[], query: string | null | undefined): boolean {
  const words = normalizeText(query ?? '')
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts
    .filter((t): t is string => typeof t === 'string')
    .map(normalizeText)
    .join('\n');
  return words.every((w) => haystack.includes(w));
}
