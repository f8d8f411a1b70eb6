import React from 'react';
import { AMBER, Art, BLUE, Card, GREY, MUTED, PALE, TEAL, Words } from './parts';

/** The drawing's words: the job groups' names (the page's own) and the team card's two lines. */
export interface CareersArtWords {
  roles: string[];
  team: [string, string];
}

/** Careers: the job groups as cards, and the people a new colleague would join. */
export function CareersArt({ words }: { words: CareersArtWords }) {
  const colours = [BLUE, TEAL, AMBER];
  return (
    <Art>
      <Card x={24} y={24} w={320} h={290} bar />
      {words.roles.slice(0, 3).map((role, i) => {
        const y = 64 + i * 74;
        return (
          <g key={role}>
            <rect x="44" y={y + 12} width="280" height="60" rx="12" fill="#fff" stroke={PALE} strokeWidth="2" />
            <rect x="58" y={y + 26} width="32" height="32" rx="9" fill={colours[i]} opacity="0.9" />
            <Words x={104} y={y + 48} lines={role} size={17} weight={700} />
            <path d={`M300 ${y + 36} l8 6 l-8 6`} fill="none" stroke={GREY} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          </g>
        );
      })}
      <Card x={290} y={196} w={170} h={118} />
      {[0, 1, 2].map((i) => (
        <circle key={i} cx={322 + i * 30} cy="230" r="17" fill={[BLUE, TEAL, AMBER][i]} stroke="#fff" strokeWidth="3" />
      ))}
      <circle cx="412" cy="230" r="17" fill={PALE} stroke="#fff" strokeWidth="3" />
      <path d="M405 230 h14 M412 223 v14" stroke={BLUE} strokeWidth="3" strokeLinecap="round" />
      <Words x={308} y={274} lines={words.team[0]} size={15} weight={700} />
      <Words x={308} y={294} lines={words.team[1]} size={13} fill={MUTED} />
    </Art>
  );
}
