import React from 'react';
import { AMBER, Art, BLUE, Card, INK, MUTED, PALE, TEAL, Words } from './parts';

/** The drawing's words: the offices' cities (site.config.ts, by office id) and the team card's two lines. */
export interface CompanyArtWords {
  offices: { id: string; city: string }[];
  team: [string, string];
}

/** Where each office's pin stands on the map, its colour, and its label's side; an office not here has no pin. */
const PINS: Record<string, [number, number, string, 'start' | 'end']> = {
  beijing: [196, 104, AMBER, 'start'],
  shanghai: [266, 140, BLUE, 'start'],
  hangzhou: [238, 178, TEAL, 'end'],
  shenzhen: [178, 214, BLUE, 'start'],
};

/** The company: its offices as pins on a dotted map, and the team behind them. */
export function CompanyArt({ words }: { words: CompanyArtWords }) {
  const dots: [number, number][] = [];
  for (let r = 0; r < 7; r++)
    for (let c = 0; c < 13; c++) if ((r * 13 + c) % 5 !== 2 && !(r > 4 && c < 4)) dots.push([56 + c * 22, 84 + r * 22]);
  const pins = words.offices.flatMap(({ id, city }) => (PINS[id] ? [[...PINS[id], city] as const] : []));
  return (
    <Art>
      <Card x={30} y={40} w={340} h={240} bar />
      {dots.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="3.5" fill={PALE} />
      ))}
      {pins.map(([x, y, c, side, city]) => (
        <g key={`${x}-${y}`}>
          <path
            d={`M${x} ${y + 18} C${x - 12} ${y + 3} ${x - 12} ${y - 12} ${x} ${y - 12} C${x + 12} ${y - 12} ${x + 12} ${y + 3} ${x} ${y + 18} Z`}
            fill={c}
          />
          <circle cx={x} cy={y - 2} r="4" fill="#fff" />
          <text
            x={side === 'start' ? x + 16 : x - 16}
            y={y + 3}
            fontSize="14"
            fontWeight="600"
            fill={INK}
            textAnchor={side === 'end' ? 'end' : undefined}
            stroke="#fff"
            strokeWidth="4"
            paintOrder="stroke"
          >
            {city}
          </text>
        </g>
      ))}
      <Card x={290} y={200} w={170} h={110} />
      {[0, 1, 2].map((i) => (
        <circle key={i} cx={322 + i * 30} cy="234" r="17" fill={[BLUE, TEAL, AMBER][i]} stroke="#fff" strokeWidth="3" />
      ))}
      <Words x={308} y={276} lines={words.team[0]} size={15} weight={700} />
      <Words x={308} y={296} lines={words.team[1]} size={13} fill={MUTED} />
    </Art>
  );
}
