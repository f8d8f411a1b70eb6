import React from 'react';
import { Art, BLUE, Card, Line, SOFT, TEAL } from './parts';

/** Data quality: a shield over the checks every response passes, one flagged and removed. */
export function QualityArt() {
  const rows = [86, 136, 186, 236];
  return (
    <Art>
      <Card x={110} y={40} w={350} h={260} bar />
      {rows.map((y, i) => (
        <g key={y}>
          <rect x="200" y={y} width="236" height="38" rx="10" fill={i === 2 ? '#fff1f1' : '#f5f8fc'} />
          <circle cx="222" cy={y + 19} r="9" fill={i === 2 ? '#ff6b6b' : TEAL} />
          <path
            d={i === 2 ? `M218 ${y + 15} l8 8 m0 -8 l-8 8` : `M217 ${y + 19} l4 4 l7 -8`}
            fill="none"
            stroke="#fff"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
          <Line x={242} y={y + 15} w={[130, 160, 110, 145][i]!} fill={i === 2 ? '#ffd0d0' : SOFT} />
        </g>
      ))}
      <path d="M110 60 L178 84 L178 160 C178 214 140 250 110 266 C80 250 42 214 42 160 L42 84 Z" fill={BLUE} />
      <path d="M110 84 L158 101 L158 160 C158 198 132 228 110 240 Z" fill="#fff" opacity="0.18" />
      <path d="M84 160 l18 18 l34 -38" fill="none" stroke="#fff" strokeWidth="9" strokeLinecap="round" strokeLinejoin="round" />
    </Art>
  );
}
