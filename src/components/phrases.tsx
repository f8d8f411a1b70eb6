import React, { Fragment, useEffect, useState } from 'react';

/** Han characters: the text a keep-all heading cannot break inside (global.css). */
const HAN = /\p{Script=Han}/u;

/** `text` cut into words by the browser's own segmenter; null where there is none or nothing to cut. */
function wordsOf(text: string): string[] | null {
  if (!HAN.test(text) || typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') return null;
  const words = [...new Intl.Segmenter('zh', { granularity: 'word' }).segment(text)].map((s) => s.segment);
  return words.length > 1 ? words : null;
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
  useEffect(() => setWords(wordsOf(text)), [text]);
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
