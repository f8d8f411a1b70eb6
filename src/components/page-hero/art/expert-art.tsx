import React from 'react';
import { AMBER, Art, BLUE, Card, MUTED, PALE, TEAL, Words } from './parts';

/** What the drawing's expert says: from the page's copy, already broken into lines that fit. */
export interface ExpertArtWords {
  role: string;
  topic: string;
  quote: string[];
  /** The chart's title. */
  chart: string;
}

/** Expert views: an author's card with a pull quote, and the finding behind it as a chart. */
export function ExpertArt({ words }: { words: ExpertArtWords }) {
  return (
    <Art>
      <Card x={24} y={36} w={290} h={270} />
      <circle cx="86" cy="98" r="34" fill={PALE} />
      <circle cx="86" cy="88" r="13" fill={BLUE} />
      <path d="M62 124 C64 106 108 106 110 124 Z" fill={BLUE} />
      <Words x={136} y={94} lines={words.role} size={17} weight={700} />
      <Words x={136} y={118} lines={words.topic} size={14} fill={MUTED} />
      <text x="40" y="200" fontSize="64" fontFamily="Georgia, serif" fill={AMBER}>
        &#8220;
      </text>
      <Words x={84} y={184} lines={words.quote} size={16} weight={600} gap={1.45} />
      <Card x={250} y={150} w={210} h={160} bar />
      <Words x={314} y={172} lines={words.chart} size={13} fill={MUTED} />
      {[
        [276, 46],
        [312, 74],
        [348, 58],
        [384, 96],
        [420, 82],
      ].map(([x, h], i) => (
        <rect key={x} x={x} y={296 - h!} width="24" height={h} rx="5" fill={i === 3 ? TEAL : PALE} />
      ))}
      <path d="M272 240 L318 218 L352 228 L396 194 L436 202" fill="none" stroke={BLUE} strokeWidth="3" strokeLinecap="round" />
      <circle cx="396" cy="194" r="6" fill={BLUE} stroke="#fff" strokeWidth="2" />
    </Art>
  );
}
