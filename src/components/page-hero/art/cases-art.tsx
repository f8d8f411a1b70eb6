import React from 'react';
import { Art, BLUE, Card, MUTED, PALE, TEAL, Words } from './parts';

/**
 * The drawing's words: a study's name and what it measured over the chart, what the result led to, and the
 * method card. No figure: a number here would be one no case reports.
 */
export interface CasesArtWords {
  study: string;
  measure: string;
  result: string;
  method: [string, string];
}

/** Case studies: a client's result as a rising line, what it led to above it, and the method beside it. */
export function CasesArt({ words }: { words: CasesArtWords }) {
  return (
    <Art>
      <Card x={20} y={60} w={330} h={230} bar />
      <circle cx="56" cy="124" r="16" fill={PALE} />
      <path d="M48 128 l8 -10 l8 10 Z" fill={BLUE} />
      <Words x={84} y={122} lines={words.study} size={17} weight={700} />
      <Words x={84} y={142} lines={words.measure} size={13} fill={MUTED} />
      <path d="M44 262 L100 248 L156 252 L212 218 L268 204 L320 168 L320 272 L44 272 Z" fill={PALE} />
      <path d="M44 262 L100 248 L156 252 L212 218 L268 204 L320 168" fill="none" stroke={BLUE} strokeWidth="3.5" strokeLinejoin="round" />
      <circle cx="320" cy="168" r="7" fill={BLUE} stroke="#fff" strokeWidth="3" />
      <Card x={290} y={14} w={170} h={70} />
      <path d="M308 58 l12 -14 l12 14 M320 44 v22" fill="none" stroke={TEAL} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <Words x={344} y={55} lines={words.result} size={16} weight={700} fill="#0f766e" />
      <Card x={240} y={256} w={220} h={72} />
      <Words x={258} y={284} lines={words.method[0]} size={14} weight={700} />
      <Words x={258} y={306} lines={words.method[1]} size={13} fill={MUTED} />
    </Art>
  );
}
