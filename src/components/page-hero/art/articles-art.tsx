import React from 'react';
import { AMBER, Art, BLUE, Card, MUTED, PALE, TEAL, Line, Words } from './parts';

/** What the drawing's article says: from the page's copy, already broken into lines that fit. */
export interface ArticlesArtWords {
  /** The topic and reading time over the headline. */
  meta: string;
  headline: string[];
  quote: string[];
}

/** Articles: a long read with its topic and headline, and a pull quote from it. */
export function ArticlesArt({ words }: { words: ArticlesArtWords }) {
  return (
    <Art>
      <Card x={30} y={24} w={300} h={290} />
      <rect x="30" y="24" width="300" height="100" rx="14" fill={PALE} />
      <path d="M30 124 L110 72 L170 104 L230 60 L330 118 L330 124 Z" fill={BLUE} opacity="0.35" />
      <circle cx="274" cy="58" r="14" fill={AMBER} opacity="0.8" />
      <circle cx="64" cy="154" r="14" fill={TEAL} />
      <Words x={88} y={159} lines={words.meta} size={14} fill={MUTED} />
      <Words x={50} y={200} lines={words.headline} size={19} weight={700} gap={1.3} />
      {[252, 270, 288].map((y, i) => (
        <Line key={y} x={50} y={y} w={i === 2 ? 130 : 210} />
      ))}
      <Card x={290} y={170} w={170} h={140} />
      <text x="306" y="218" fontSize="52" fontFamily="Georgia, serif" fill={BLUE}>
        &#8220;
      </text>
      <Words x={308} y={238} lines={words.quote} size={15} weight={600} />
    </Art>
  );
}
