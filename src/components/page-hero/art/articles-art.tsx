import React from 'react';
import { AMBER, Art, BLUE, Card, GREY, Line, PALE, TEAL } from './parts';

/** Expert views and articles: a long read with its author, and a pull quote. */
export function ArticlesArt() {
  return (
    <Art>
      <Card x={30} y={24} w={300} h={290} />
      <rect x="30" y="24" width="300" height="100" rx="14" fill={PALE} />
      <path d="M30 124 L110 72 L170 104 L230 60 L330 118 L330 124 Z" fill={BLUE} opacity="0.35" />
      <circle cx="274" cy="58" r="14" fill={AMBER} opacity="0.8" />
      <circle cx="64" cy="156" r="16" fill={TEAL} />
      <Line x={90} y={146} w={110} fill={GREY} />
      <Line x={90} y={162} w={70} />
      {[196, 216, 236, 256, 276].map((y, i) => (
        <Line key={y} x={54} y={y} w={i === 4 ? 150 : 250} />
      ))}
      <Card x={280} y={150} w={180} h={120} />
      <text x="300" y="200" fontSize="56" fontFamily="Georgia, serif" fill={BLUE}>
        &#8220;
      </text>
      <Line x={300} y={212} w={140} fill={GREY} />
      <Line x={300} y={230} w={110} />
      <Line x={300} y={248} w={80} />
    </Art>
  );
}
