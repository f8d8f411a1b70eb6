import React from 'react';
import { AMBER, Art, BLUE, Card, GREY, Line, PALE, SOFT, TEAL } from './parts';

/**
 * Special topics: a topic's cover (a banner with its bookmark, title and count) over the set of templates it
 * gathers, each a small questionnaire of its own colour, and the topic's tags.
 */
export function TopicsArt() {
  const templates: [number, string][] = [
    [0, TEAL],
    [1, AMBER],
    [2, BLUE],
  ];
  return (
    <Art>
      <Card x={24} y={30} w={270} h={230} />
      <rect x="24" y="30" width="270" height="92" rx="14" fill={BLUE} />
      <rect x="24" y="100" width="270" height="22" fill={BLUE} />
      <path d="M236 30 h30 v52 l-15 -11 l-15 11 Z" fill="#fff" opacity="0.9" />
      <Line x={48} y={56} w={120} fill="#fff" h={12} />
      <Line x={48} y={80} w={84} fill="#fff" />
      <Line x={48} y={146} w={190} fill={GREY} h={10} />
      <Line x={48} y={168} w={150} />
      <Line x={48} y={184} w={170} />
      <rect x="48" y="210" width="88" height="26" rx="13" fill={PALE} />
      <Line x={62} y={219} w={60} fill={BLUE} />
      {templates.map(([i, colour]) => (
        <g key={i}>
          <Card x={300 - i * 18} y={60 + i * 80} w={160} h={96} />
          <rect x={314 - i * 18} y={74 + i * 80} width="22" height="22" rx="6" fill={colour} />
          <Line x={346 - i * 18} y={78 + i * 80} w={80} fill={GREY} />
          {[0, 1].map((row) => (
            <g key={row}>
              <circle cx={320 - i * 18} cy={114 + i * 80 + row * 18} r="5" fill="none" stroke={row === 0 ? colour : GREY} strokeWidth="2" />
              <Line x={332 - i * 18} y={110 + i * 80 + row * 18} w={[96, 70][row]!} fill={SOFT} />
            </g>
          ))}
        </g>
      ))}
      <rect x="48" y="282" width="62" height="24" rx="12" fill="#fff" opacity="0.9" />
      <rect x="118" y="282" width="76" height="24" rx="12" fill="#fff" opacity="0.7" />
      <rect x="202" y="282" width="50" height="24" rx="12" fill="#fff" opacity="0.5" />
    </Art>
  );
}
