import React from 'react';
import { Art, BLUE, Card, GREY, Line, PALE, SOFT, TEAL } from './parts';

/** News: a timeline of dated announcements, the newest highlighted. */
export function NewsArt() {
  const rows = [40, 130, 220];
  return (
    <Art>
      <rect x="58" y="40" width="3" height="250" rx="1.5" fill="rgba(255,255,255,0.35)" />
      {rows.map((y, i) => (
        <g key={y}>
          <circle cx="59.5" cy={y + 38} r="9" fill={i === 0 ? TEAL : '#fff'} />
          <Card x={i === 0 ? 90 : 100} y={y} w={i === 0 ? 360 : 330} h={76} />
          <rect x={(i === 0 ? 90 : 100) + 18} y={y + 18} width="42" height="42" rx="8" fill={i === 0 ? BLUE : PALE} />
          <Line x={(i === 0 ? 90 : 100) + 76} y={y + 22} w={i === 0 ? 200 : 170} fill={GREY} h={10} />
          <Line x={(i === 0 ? 90 : 100) + 76} y={y + 44} w={i === 0 ? 240 : 210} fill={SOFT} />
        </g>
      ))}
    </Art>
  );
}
