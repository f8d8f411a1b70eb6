import React, { type ReactNode } from 'react';

const HAN = /\p{Script=Han}/u;
/** Han characters the last line of a Chinese paragraph keeps together. */
const TAIL_HAN = 4;
/** Longer tails (Latin words among them) are left to break as they will: a long unbreakable run could overflow. */
const MAX_TAIL = 16;

/**
 * A Chinese paragraph cut before its last four Han characters (and what follows them: the full stop, a
 * closing bracket), or at the last space before them: the tail goes on one line, so a paragraph never ends
 * with a lone two-character line ('…优 / 惠券。'), nor splits its last word there. Chinese breaks between any
 * two characters, and `text-wrap: pretty` counts those as words, so it lets such lines be. A pure function of
 * the text (no segmenter): the server HTML and the hydrated page agree, with or without scripts. Null for
 * text without Han characters, or too short to have a last line of its own.
 */
export function tailOf(text: string): [string, string] | null {
  const chars = Array.from(text);
  let han = 0;
  let cut = -1;
  for (let i = chars.length - 1; i >= 0; i--) {
    const c = chars[i]!;
    if (/\s/.test(c)) {
      if (han > 0) {
        cut = i + 1;
        break;
      }
    } else if (HAN.test(c) && ++han === TAIL_HAN) {
      cut = i;
      break;
    }
  }
  if (cut <= 0 || han === 0 || chars.length - cut > MAX_TAIL || cut < 2 * TAIL_HAN) return null;
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
