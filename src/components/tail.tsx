import React, { type ReactNode } from 'react';

/**
 * Han characters (as phrases.tsx's HAN). Not imported from there: that would bring the Phrases component into
 * every page that has a lead, and the home page's first-load JS past js:budget's 105 KB.
 */
const HAN = /\p{Script=Han}/u;

/** Han characters the last line of a Chinese paragraph keeps together, at least and at most. */
const TAIL_MIN = 4;
const TAIL_MAX = 7;
/** Longer tails (Latin words among them) are left to break as they will: a long unbreakable run could overflow. */
const MAX_TAIL = 16;
/**
 * Characters a Chinese word seldom continues past: particles, prepositions, conjunctions, measure words,
 * demonstratives and punctuation. A tail that begins right after one begins at a word, not inside it.
 */
const WORD_END = /[的了着过与和及或并而且在于把被将让给为对向从到按以之所也都就才又很最更不没是有个些这那每其该各此，、；：。！？（）“”]/u;

/**
 * A Chinese paragraph cut before its last few Han characters (four to seven, and what follows them: the full
 * stop, a closing bracket), or at the last space before them: the tail goes on one line, so a paragraph never
 * ends with a lone two-character line ('…优 / 惠券。'). Chinese breaks between any two characters, and
 * `text-wrap: pretty` counts those as words, so it lets such lines be. The tail begins where a word is likely
 * to (after a particle, a measure word, punctuation: '…国内与 / 海外五大区域。'), else at four characters.
 * A pure function of the text (no segmenter): the server HTML and the hydrated page agree, with or without
 * scripts. Null for text without Han characters, or too short to have a last line of its own.
 */
export function tailOf(text: string): [string, string] | null {
  const chars = Array.from(text);
  let han = 0;
  let cut = -1;
  let fallback = -1;
  for (let i = chars.length - 1; i >= 0; i--) {
    const c = chars[i]!;
    if (/\s/.test(c)) {
      if (han > 0) {
        cut = i + 1;
        break;
      }
      continue;
    }
    if (!HAN.test(c)) continue;
    han += 1;
    if (han === TAIL_MIN) fallback = i;
    if (han >= TAIL_MIN && i > 0 && WORD_END.test(chars[i - 1]!)) {
      cut = i;
      break;
    }
    if (han === TAIL_MAX) {
      cut = fallback;
      break;
    }
  }
  if (cut === -1) cut = fallback;
  if (cut <= 0 || chars.length - cut > MAX_TAIL || cut < 2 * TAIL_MIN) return null;
  return [chars.slice(0, cut).join(''), chars.slice(cut).join('')];
}

/** `text` with its Chinese tail kept on one line (`tailOf`); any other node as it is. */
export function withTail(text: ReactNode): ReactNode {
  if (typeof text !== 'string') return text;
  const parts = tailOf(text);
  if (!parts) return text;
  return (
    <>
      {parts[0]}
      <span className="tail">{parts[1]}</span>
    </>
  );
}
