import React from 'react';
import { AMBER, Art, BLUE, Card, GREY, Line, PALE, SOFT, TEAL } from './parts';

/** Careers: open roles as cards with their team chips, and the people a new colleague would join. */
export function CareersArt() {
  const roles: [number, string, number][] = [
    [64, BLUE, 150],
    [138, TEAL, 120],
    [212, AMBER, 170],
  ];
  return (
    <Art>
      <Card x={24} y={24} w={320} h={290} bar />
      {roles.map(([y, colour, w]) => (
        <g key={y}>
          <rect x="44" y={y + 12} width="280" height="60" rx="12" fill="#fff" stroke={SOFT} strokeWidth="2" />
          <rect x="58" y={y + 26} width="32" height="32" rx="9" fill={colour} opacity="0.9" />
          <Line x={104} y={y + 28} w={w} fill={GREY} />
          <rect x="104" y={y + 44} width="46" height="14" rx="7" fill={PALE} />
          <rect x="158" y={y + 44} width="38" height="14" rx="7" fill={SOFT} />
          <path d={`M300 ${y + 36} l8 6 l-8 6`} fill="none" stroke={GREY} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        </g>
      ))}
      <Card x={300} y={176} w={160} h={138} />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <circle cx={334 + (i % 2) * 56} cy={212 + Math.floor(i / 2) * 50} r="18" fill={[BLUE, TEAL, AMBER, PALE][i]} />
          <circle cx={334 + (i % 2) * 56} cy={206 + Math.floor(i / 2) * 50} r="6" fill="#fff" opacity="0.85" />
          <path
            d={`M${322 + (i % 2) * 56} ${224 + Math.floor(i / 2) * 50} C${324 + (i % 2) * 56} ${214 + Math.floor(i / 2) * 50} ${344 + (i % 2) * 56} ${214 + Math.floor(i / 2) * 50} ${346 + (i % 2) * 56} ${224 + Math.floor(i / 2) * 50} Z`}
            fill="#fff"
            opacity="0.85"
          />
        </g>
      ))}
      <circle cx="440" cy="196" r="14" fill={TEAL} stroke="#fff" strokeWidth="3" />
      <path d="M434 196 h12 M440 190 v12" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </Art>
  );
}
