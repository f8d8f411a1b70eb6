import React from 'react';
import { Art, BLUE, Card, GREY, Line, SOFT, TEAL } from './parts';

/** Pricing: three plan cards, the middle one lifted and highlighted. */
export function PricingArt() {
  return (
    <Art>
      {[0, 2].map((i) => (
        <g key={i}>
          <Card x={20 + i * 150} y={70} w={140} h={220} />
          <Line x={38 + i * 150} y={96} w={70} fill={GREY} h={10} />
          <Line x={38 + i * 150} y={122} w={90} fill={SOFT} h={16} />
          {[160, 184, 208].map((y) => (
            <Line key={y} x={38 + i * 150} y={y} w={96} />
          ))}
        </g>
      ))}
      <rect x="160" y="40" width="160" height="270" rx="16" fill={BLUE} />
      <rect x="180" y="62" width="64" height="20" rx="10" fill={TEAL} />
      <Line x={180} y={100} w={80} fill="#fff" h={10} />
      <Line x={180} y={126} w={110} fill="rgba(255,255,255,0.5)" h={18} />
      {[170, 196, 222].map((y) => (
        <g key={y}>
          <path d={`M182 ${y + 4} l4 4 l7 -8`} fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
          <Line x={202} y={y} w={96} fill="rgba(255,255,255,0.45)" />
        </g>
      ))}
      <rect x="180" y="258" width="120" height="32" rx="16" fill="#fff" />
    </Art>
  );
}
