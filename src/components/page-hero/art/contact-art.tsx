import React from 'react';
import { Art, BLUE, Card, GREY, Line, PALE, SOFT, TEAL } from './parts';

/** Contact: a request sent as a form, the reply already on its way, and the clock it is answered by. */
export function ContactArt() {
  return (
    <Art>
      <Card x={24} y={30} w={280} h={286} bar />
      {[84, 134, 184].map((y, i) => (
        <g key={y}>
          <Line x={46} y={y} w={[60, 84, 70][i]!} fill={GREY} />
          <rect x="46" y={y + 14} width="236" height="26" rx="7" fill="#fff" stroke={SOFT} strokeWidth="2" />
        </g>
      ))}
      <rect x="46" y="240" width="236" height="48" rx="7" fill="#fff" stroke={SOFT} strokeWidth="2" />
      <rect x="238" y="106" width="34" height="12" rx="6" fill={PALE} />
      <rect x="262" y="244" width="190" height="64" rx="16" fill={BLUE} />
      <path d="M286 308 l-10 18 l26 -18 Z" fill={BLUE} />
      <Line x={282} y={262} w={150} fill="rgba(255,255,255,0.8)" />
      <Line x={282} y={280} w={104} fill="rgba(255,255,255,0.55)" />
      <circle cx="398" cy="118" r="58" fill="#fff" />
      <circle cx="398" cy="118" r="46" fill="none" stroke={PALE} strokeWidth="8" />
      <path d="M398 72 A46 46 0 0 1 444 118" fill="none" stroke={TEAL} strokeWidth="8" strokeLinecap="round" />
      <path d="M398 90 V118 L418 130" fill="none" stroke={BLUE} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="398" cy="118" r="5" fill={BLUE} />
    </Art>
  );
}
