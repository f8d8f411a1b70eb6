import { LANGUAGE_FACTS, type Language } from '../i18n/languages';

/** Thousands separators (SPEC 9): 4000000 → "4,000,000". */
export function formatNumber(value: number): string {
  const [int, frac] = String(value).split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac ? `${grouped}.${frac}` : grouped;
}

/** 2026-11-10 → '2026 年 11 月 10 日' / '10 Nov 2026' (the language's own form), whatever the machine's time zone. */
export function formatDate(iso: string, lang: Language): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return iso;
  // A date never wraps between a number and its unit.
  return tieNumbersToUnits(LANGUAGE_FACTS[lang].date(y, m, d));
}

/**
 * Chinese copy with its numbers spaced from their units ('至 12 月 31 日', '7 折') keeps each number on the
 * line of the character it counts: the spaces between a number and 年/月/日/折 become no-break spaces.
 */
export const tieNumbersToUnits = (text: string): string =>
  text.replace(/(\d) (?=[年月日折])/g, '$1\u00A0').replace(/([年月]) (?=\d)/g, '$1\u00A0');

/** A file's size for people: 980 B, 12 KB, 1.4 MB (1 KB = 1,024 bytes, as file managers count). */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/** The middle dot between items on one line ('日本 · 韩国', 'PDF · 1.2 MB'). */
export const ITEM_SEPARATOR = '·';

/**
 * Items with a middle dot between them, each dot tied to the item after it by a no-break space: a line may
 * start with '· item', never end with a lone '·'.
 */
export const joinItems = (items: readonly (string | number)[]): string => items.join(` ${ITEM_SEPARATOR}\u00A0`);

/** The items of a translated text written 'A · B' in locales/. */
export const itemsOf = (text: string): string[] => text.split(` ${ITEM_SEPARATOR} `);

/** A translated text whose items are written 'A · B' in locales/, with each dot tied to the item after it. */
export const tieSeparators = (text: string): string => joinItems(itemsOf(text));

/**
 * What an avatar without a photo shows: a Chinese name's family name (its first character), or the first
 * letters of a Latin name's first two words ('Lin Xiaowen' → 'LX').
 */
export function initials(name: string): string {
  const trimmed = name.trim();
  if (/^[\u3400-\u9fff]/.test(trimmed)) return trimmed.charAt(0);
  return trimmed
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}
