import React from 'react';
import { Art, BLUE, Card, GREY, Line, PALE, TEAL } from './parts';

/**
 * Case studies: a client's result, a rising line with its gain above it (drawn, not a number: a figure here
 * would be one no case reports), and the brief beside it.
 */
export function CasesArt() {
  return (
    <Art>
      <Card x={20} y={60} w={330} h={230} bar />
      <circle cx="60" cy="118" r="16" fill={PALE} />
      <path d="M52 122 l8 -10 l8 10 Z" fill={BLUE} />
      <Line x={88} y={108} w={140} fill={GREY} h={10} />
      <Line x={88} y={126} w={90} />
      <path d="M44 262 L100 248 L156 252 L212 218 L268 204 L320 168 L320 272 L44 272 Z" fill={PALE} />
      <path d="M44 262 L100 248 L156 252 L212 218 L268 204 L320 168" fill="none" stroke={BLUE} strokeWidth="3.5" strokeLinejoin="round" />
      <circle cx="320" cy="168" r="7" fill={BLUE} stroke="#fff" strokeWidth="3" />
      <Card x={290} y={20} w={170} h={84} />
      <path d="M310 70 l14 -16 l14 16" fill="none" stroke={TEAL} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <Line x={348} y={52} w={90} h={18} fill={TEAL} />
      <Line x={310} y={84} w={120} />
      <Card x={250} y={262} w={210} h={70} />
      <Line x={270} y={280} w={120} fill={GREY} />
      <Line x={270} y={298} w={170} />
      <Line x={270} y={314} w={100} />
    </Art>
  );
}
