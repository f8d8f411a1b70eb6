import React from 'react';
import { Art, BLUE, Card, INK, PALE, SOFT, TEAL, Words } from './parts';

/** The exchange the drawing shows, a line per entry (SVG text does not wrap): from the page's copy. */
export interface ChatArtLines {
  /** The vague first answer. */
  answer: string[];
  /** The follow-up question the AI writes. */
  probe: string[];
  /** The specific second answer. */
  reply: string[];
}

/** AI probing: an open answer, the follow-up question it prompts, and the richer reply, in words. */
export function ChatArt({ lines }: { lines: ChatArtLines }) {
  return (
    <Art>
      <Card x={20} y={30} w={360} h={280} bar />
      <rect x="44" y="82" width="220" height="44" rx="14" fill={SOFT} />
      <Words x={60} y={109} lines={lines.answer} fill={INK} />
      <rect x="120" y="142" width="236" height="60" rx="14" fill={BLUE} />
      <Words x={138} y={167} lines={lines.probe} fill="#fff" />
      <rect x="44" y="218" width="262" height="60" rx="14" fill={PALE} />
      <Words x={60} y={243} lines={lines.reply} fill={INK} />
      <circle cx="400" cy="150" r="44" fill={TEAL} />
      <path d="M383 142 l6 -14 l6 14 l14 6 l-14 6 l-6 14 l-6 -14 l-14 -6 Z" fill="#fff" />
      <circle cx="418" cy="168" r="5" fill="#fff" />
    </Art>
  );
}
