import React from 'react';
import { Art, BLUE, Card, INK, TEAL, Words } from './parts';

/** The drawing's words: four checks every response passes, and the third one failing, as the row says it. */
export interface QualityArtWords {
  checks: [string, string, string, string];
}

/** Data quality: a shield over the checks every response passes, one flagged and removed. */
export function QualityArt({ words }: { words: QualityArtWords }) {
  return (
    <Art>
      <Card x={110} y={40} w={350} h={260} bar />
      {words.checks.map((check, i) => {
        const y = 86 + i * 50;
        const flagged = i === 2;
        return (
          <g key={check}>
            <rect x="200" y={y} width="236" height="38" rx="10" fill={flagged ? '#fff1f1' : '#f5f8fc'} />
            <circle cx="222" cy={y + 19} r="9" fill={flagged ? '#ff6b6b' : TEAL} />
            <path
              d={flagged ? `M218 ${y + 15} l8 8 m0 -8 l-8 8` : `M217 ${y + 19} l4 4 l7 -8`}
              fill="none"
              stroke="#fff"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
            <Words x={242} y={y + 24} lines={check} size={14} weight={600} fill={flagged ? '#b42318' : INK} />
          </g>
        );
      })}
      <path d="M110 60 L178 84 L178 160 C178 214 140 250 110 266 C80 250 42 214 42 160 L42 84 Z" fill={BLUE} />
      <path d="M110 84 L158 101 L158 160 C158 198 132 228 110 240 Z" fill="#fff" opacity="0.18" />
      <path d="M84 160 l18 18 l34 -38" fill="none" stroke="#fff" strokeWidth="9" strokeLinecap="round" strokeLinejoin="round" />
    </Art>
  );
}
