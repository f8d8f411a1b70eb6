import React, { Fragment, useEffect, useState } from 'react';

/** Han characters: the text a keep-all heading cannot break inside (global.css). */
const HAN = /\p{Script=Han}/u;

/**
 * Particles a Chinese line should not begin with ('…车主 / 的购车…'): each stays with the word before it.
 * The segmenter gives them as words of their own.
 */
const PARTICLES = new Set(['的', '地', '得', '了', '着', '们', '之']);
/** Opening brackets and quotes: they stay with what follows them. Other punctuation stays with what precedes it. */
const OPENING = /^[（(「『“‘《〈【[]$/u;

/** One piece of the segmenter's answer. */
export interface Segment {
  segment: string;
  isWordLike?: boolean;
}

/**
 * The runs a line may break between, from the segmenter's words: a line never begins with punctuation
 * ('…的设计 / ：要点'), a particle, or a lone character the segmenter cut off a compound ('新 / 能源',
 * '移动 / 端'): a one-character word stays with both its neighbours, an opening bracket with the word after it.
 */
export function runsOf(segments: Iterable<Segment>): string[] {
  const runs: string[] = [];
  let holdNext = false;
  let afterWord = false;
  for (const { segment, isWordLike } of segments) {
    const punctuation = !isWordLike;
    const lone = !!isWordLike && [...segment].length === 1 && HAN.test(segment);
    // A break after punctuation is the best there is: a lone character there starts the next run.
    const glue = runs.length > 0 && (holdNext || PARTICLES.has(segment) || (lone && afterWord) || (punctuation && !OPENING.test(segment)));
    if (glue) runs[runs.length - 1] += segment;
    else runs.push(segment);
    holdNext = OPENING.test(segment) || (lone && !PARTICLES.has(segment));
    afterWord = !punctuation;
  }
  return runs;
}

/** `text` cut into runs by the browser's own segmenter; null where there is none or nothing to cut. */
export function phrasesOf(text: string): string[] | null {
  if (!HAN.test(text) || typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') return null;
  const runs = runsOf(new Intl.Segmenter('zh', { granularity: 'word' }).segment(text));
  return runs.length > 1 ? runs : null;
}

/**
 * A Chinese title from content that may break between any two of its words. Headings keep Chinese words
 * whole (`word-break: keep-all`), so a title without punctuation is one unbreakable run: it broke where it
 * had to, often before its last character ('…最后一道 / 门'). With a break chance (`<wbr>`) between words,
 * `text-wrap: balance` evens its lines instead. The words are found after hydration, so the first render
 * is the server's text exactly (no mismatch); without scripts the title is as before.
 */
export function Phrases({ text }: { text: string }) {
  const [words, setWords] = useState<string[] | null>(null);
  useEffect(() => setWords(phrasesOf(text)), [text]);
  if (!words) return <>{text}</>;
  return (
    <>
      {words.map((word, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {word}
        </Fragment>
      ))}
    </>
  );
}
