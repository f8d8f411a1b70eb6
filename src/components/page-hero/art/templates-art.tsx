import React from 'react';
import { Art, BLUE, Card, GREY, Line, PALE, SOFT, TEAL } from './parts';

/** Templates: a questionnaire page ready to copy, with a stack of others behind it. */
export function TemplatesArt() {
  return (
    <Art>
      <g opacity="0.45">
        <Card x={120} y={14} w={300} h={270} />
      </g>
      <g opacity="0.7">
        <Card x={90} y={32} w={300} h={270} />
      </g>
      <Card x={50} y={52} w={320} h={270} bar />
      <Line x={74} y={104} w={180} fill={GREY} h={10} />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <circle cx="84" cy={142 + i * 30} r="8" fill="none" stroke={i === 1 ? BLUE : GREY} strokeWidth="2.5" />
          {i === 1 && <circle cx="84" cy={172} r="4" fill={BLUE} />}
          <Line x={102} y={138 + i * 30} w={[150, 120, 170][i]!} fill={i === 1 ? PALE : SOFT} />
        </g>
      ))}
      <Line x={74} y={238} w={140} fill={GREY} h={10} />
      <rect x="74" y="258" width="270" height="30" rx="8" fill="none" stroke={SOFT} strokeWidth="2" />
      <rect x="330" y="268" width="110" height="40" rx="20" fill={BLUE} />
      <Line x={352} y={284} w={66} fill="#fff" />
      <circle cx="420" cy="90" r="26" fill={TEAL} />
      <path d="M408 90 l8 8 l15 -16" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </Art>
  );
}
