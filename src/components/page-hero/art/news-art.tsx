import React from 'react';
import { Art, BLUE, Card, MUTED, PALE, TEAL, Words } from './parts';

/** The three kinds of news the drawing names, newest first: from the page's copy. */
export interface NewsArtWords {
  items: { tag: string; text: string }[];
}

/** News: a timeline of the kinds of announcement, the newest highlighted. */
export function NewsArt({ words }: { words: NewsArtWords }) {
  return (
    <Art>
      <rect x="58" y="40" width="3" height="250" rx="1.5" fill="rgba(255,255,255,0.35)" />
      {words.items.slice(0, 3).map(({ tag, text }, i) => {
        const y = 40 + i * 90;
        const x = i === 0 ? 90 : 100;
        return (
          <g key={tag}>
            <circle cx="59.5" cy={y + 38} r="9" fill={i === 0 ? TEAL : '#fff'} />
            <Card x={x} y={y} w={i === 0 ? 360 : 330} h={76} />
            <rect x={x + 18} y={y + 17} width="42" height="42" rx="8" fill={i === 0 ? BLUE : PALE} />
            <Words x={x + 76} y={y + 34} lines={tag} size={18} weight={700} />
            <Words x={x + 76} y={y + 58} lines={text} size={15} fill={MUTED} />
          </g>
        );
      })}
    </Art>
  );
}
