import React from 'react';
import { Art, BLUE, Card, MUTED, PALE, TEAL, Words } from './parts';

/** The drawing's words: the report's title and what it tracks, and the share card's label. */
export interface ResearchArtWords {
  report: string;
  tracks: string;
  share: string;
}

/** Research services: a findings report (bar chart and trend) and a segment share card beside it. */
export function ResearchArt({ words }: { words: ResearchArtWords }) {
  const bars = [60, 100, 80, 126, 110];
  return (
    <Art>
      <Card x={20} y={30} w={320} h={250} bar />
      <Words x={44} y={88} lines={words.report} size={17} weight={700} />
      <Words x={44} y={110} lines={words.tracks} size={13} fill={MUTED} />
      {bars.map((b, i) => (
        <rect key={i} x={48 + i * 54} y={262 - b} width="32" height={b} rx="6" fill={i === 3 ? BLUE : PALE} />
      ))}
      <path d="M64 214 L118 188 L172 198 L226 150 L280 164" fill="none" stroke={TEAL} strokeWidth="3" strokeLinejoin="round" />
      <Card x={318} y={150} w={146} h={150} />
      <circle cx="391" cy="210" r="36" fill="none" stroke={PALE} strokeWidth="14" />
      <path d="M391 174 A36 36 0 1 1 358 224" fill="none" stroke={BLUE} strokeWidth="14" />
      <path d="M358 224 A36 36 0 0 1 355 206" fill="none" stroke={TEAL} strokeWidth="14" />
      <Words x={391} y={280} lines={words.share} size={13} weight={600} fill={MUTED} anchor="middle" />
    </Art>
  );
}
