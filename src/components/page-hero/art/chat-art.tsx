import React from 'react';
import { Art, BLUE, Card, GREY, Line, PALE, SOFT, TEAL } from './parts';

/** AI probing: an open answer, the follow-up question it prompts, and the richer reply. */
export function ChatArt() {
  return (
    <Art>
      <Card x={20} y={30} w={360} h={280} bar />
      <rect x="44" y="82" width="220" height="52" rx="14" fill={SOFT} />
      <Line x={60} y={98} w={170} fill={GREY} />
      <Line x={60} y={114} w={120} fill={GREY} />
      <rect x="140" y="150" width="216" height="56" rx="14" fill={BLUE} />
      <Line x={158} y={166} w={176} fill="rgba(255,255,255,0.75)" />
      <Line x={158} y={184} w={130} fill="rgba(255,255,255,0.55)" />
      <rect x="44" y="222" width="250" height="64" rx="14" fill={PALE} />
      <Line x={60} y={238} w={210} fill={GREY} />
      <Line x={60} y={254} w={190} fill={GREY} />
      <Line x={60} y={270} w={90} fill={GREY} />
      <circle cx="400" cy="150" r="44" fill={TEAL} />
      <path d="M383 142 l6 -14 l6 14 l14 6 l-14 6 l-6 14 l-6 -14 l-14 -6 Z" fill="#fff" />
      <circle cx="418" cy="168" r="5" fill="#fff" />
    </Art>
  );
}
