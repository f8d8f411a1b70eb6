import React from 'react';
import { Art, BLUE, Card, GREY, Line, PALE, TEAL } from './parts';

/** Research services: a findings report (bar chart and trend) and a segment share card. */
export function ResearchArt() {
  const bars = [70, 120, 95, 150, 130];
  return (
    <Art>
      <Card x={20} y={30} w={330} h={250} bar />
      <Line x={44} y={64} w={150} fill={GREY} h={10} />
      <Line x={44} y={84} w={230} />
      {bars.map((b, i) => (
        <rect key={i} x={52 + i * 56} y={262 - b} width="34" height={b} rx="6" fill={i === 3 ? BLUE : PALE} />
      ))}
      <path d="M69 200 L125 170 L181 182 L237 130 L293 146" fill="none" stroke={TEAL} strokeWidth="3" strokeLinejoin="round" />
      <Card x={300} y={150} w={160} h={150} />
      <circle cx="380" cy="215" r="38" fill="none" stroke={PALE} strokeWidth="14" />
      <path d="M380 177 A38 38 0 1 1 345 230" fill="none" stroke={BLUE} strokeWidth="14" />
      <path d="M345 230 A38 38 0 0 1 342 212" fill="none" stroke={TEAL} strokeWidth="14" />
      <Line x={330} y={272} w={100} />
    </Art>
  );
}
