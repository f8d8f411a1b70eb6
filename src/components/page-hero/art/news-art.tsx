import React from 'react';
import { Art, BLUE, Card, MUTED, PALE, TEAL, Words } from './parts';

/** The three kinds of news the drawing names, newest first: from the page's copy. */
export interface NewsArtWords {
  items: { tag: string; text: string }[];
}

/** Each kind's sign in its square: a spark (product), a calendar (events), a flag (company). */
function Glyph({ kind, cx, cy, colour }: { kind: number; cx: number; cy: number; colour: string }) {
  const line = { fill: 'none', stroke: colour, strokeWidth: 2.5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
  if (kind === 0) return <path d={`M${cx} ${cy - 11} l3 8 l8 3 l-8 3 l-3 8 l-3 -8 l-8 -3 l8 -3 Z`} fill={colour} />;
  if (kind === 1)
    return (
      <g {...line}>
        <rect x={cx - 10} y={cy - 8} width="20" height="18" rx="3" />
        <path d={`M${cx - 10} ${cy - 2} h20 M${cx - 5} ${cy - 12} v6 M${cx + 5} ${cy - 12} v6`} />
      </g>
    );
  return (
    <g {...line}>
      <path d={`M${cx - 8} ${cy + 11} V${cy - 10}`} />
      <path d={`M${cx - 8} ${cy - 10} h14 l-3 5 l3 5 h-14`} fill={colour} />
    </g>
  );
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
            <Glyph kind={i} cx={x + 39} cy={y + 38} colour={i === 0 ? '#fff' : BLUE} />
            <Words x={x + 76} y={y + 34} lines={tag} size={18} weight={700} />
            <Words x={x + 76} y={y + 58} lines={text} size={15} fill={MUTED} />
          </g>
        );
      })}
    </Art>
  );
}
