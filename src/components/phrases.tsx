import React, { Fragment, useEffect, useState } from 'react';

/** Han characters: the text a keep-all heading cannot break inside (global.css). */
const HAN = /\p{Script=Han}/u;

/**
 * Particles a Chinese line should not begin with ('…车主 / 的购车…'): each stays with the word before it.
 * The segmenter gives them as words of their own.
 */
const GLUED = new Set(['的', '地', '得', '了', '着', '们', '之']);

/**
 * `text` cut into the runs a line may break between: the browser's own segmenter's words, a particle kept
 * with the word before it. Null where there is no segmenter or nothing to cut.
 */
export function phrasesOf(text: string): string[] | null {
  if (!HAN.test(text) || typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') return null;
  const runs: string[] = [];
  for (const { segment } of new Intl.Segmenter('zh', { granularity: 'word' }).segment(text)) {
    if (runs.length > 0 && GLUED.has(segment)) runs[runs.length - 1] += segment;
    else runs.push(segment);
  }
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
