import React from 'react';
import { AMBER, Art, BLUE, Card, GREY, Line, PALE, TEAL } from './parts';

/** The company: its offices as pins on a dotted map, and the team behind them. */
export function CompanyArt() {
  const dots: [number, number][] = [];
  for (let r = 0; r < 7; r++)
    for (let c = 0; c < 13; c++) if ((r * 13 + c) % 5 !== 2 && !(r > 4 && c < 4)) dots.push([56 + c * 22, 84 + r * 22]);
  const pins: [number, number, string][] = [
    [232, 128, BLUE],
    [298, 150, TEAL],
    [144, 106, AMBER],
  ];
  return (
    <Art>
      <Card x={30} y={40} w={340} h={240} bar />
      {dots.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="3.5" fill={PALE} />
      ))}
      {pins.map(([x, y, c]) => (
        <g key={c}>
          <path
            d={`M${x} ${y + 22} C${x - 14} ${y + 4} ${x - 14} ${y - 14} ${x} ${y - 14} C${x + 14} ${y - 14} ${x + 14} ${y + 4} ${x} ${y + 22} Z`}
            fill={c}
          />
          <circle cx={x} cy={y - 2} r="5" fill="#fff" />
        </g>
      ))}
      <Card x={290} y={200} w={170} h={110} />
      {[0, 1, 2].map((i) => (
        <circle key={i} cx={322 + i * 30} cy="238" r="17" fill={[BLUE, TEAL, AMBER][i]} stroke="#fff" strokeWidth="3" />
      ))}
      <Line x={310} y={270} w={120} fill={GREY} />
      <Line x={310} y={286} w={90} />
    </Art>
  );
}
