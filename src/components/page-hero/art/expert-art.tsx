import React from 'react';
import { AMBER, Art, BLUE, Card, GREY, Line, PALE, SOFT, TEAL } from './parts';

/** Expert views: an author's portrait card with a pull quote, and the finding behind it as a chart. */
export function ExpertArt() {
  return (
    <Art>
      <Card x={24} y={36} w={270} h={270} />
      <circle cx="86" cy="98" r="34" fill={PALE} />
      <circle cx="86" cy="88" r="13" fill={BLUE} />
      <path d="M62 124 C64 106 108 106 110 124 Z" fill={BLUE} />
      <Line x={136} y={82} w={118} fill={GREY} h={10} />
      <Line x={136} y={102} w={84} />
      <rect x="136" y="118" width="58" height="18" rx="9" fill={PALE} />
      <text x="44" y="196" fontSize="64" fontFamily="Georgia, serif" fill={AMBER}>
        &#8220;
      </text>
      {[188, 208, 228, 248].map((y, i) => (
        <Line key={y} x={92} y={y} w={[172, 160, 176, 96][i]!} fill={i < 2 ? GREY : SOFT} />
      ))}
      <Line x={44} y={278} w={120} />
      <Card x={250} y={150} w={210} h={160} bar />
      {[
        [276, 46],
        [312, 74],
        [348, 58],
        [384, 96],
        [420, 82],
      ].map(([x, h], i) => (
        <rect key={x} x={x} y={292 - h!} width="24" height={h} rx="5" fill={i === 3 ? TEAL : PALE} />
      ))}
      <path d="M272 236 L318 214 L352 224 L396 190 L436 198" fill="none" stroke={BLUE} strokeWidth="3" strokeLinecap="round" />
      <circle cx="396" cy="190" r="6" fill={BLUE} stroke="#fff" strokeWidth="2" />
    </Art>
  );
}
