import React from 'react';
import { Art, BLUE, Card, GREY, INK, MUTED, SOFT, TEAL, Words } from './parts';

/** The drawing's words: a template's title, its first question with three answers, the next question, the button. */
export interface TemplatesArtWords {
  title: string;
  question: string;
  options: [string, string, string];
  next: string;
  use: string;
}

/** Templates: a questionnaire page ready to copy, with a stack of others behind it. */
export function TemplatesArt({ words }: { words: TemplatesArtWords }) {
  return (
    <Art>
      <g opacity="0.45">
        <Card x={120} y={14} w={300} h={270} />
      </g>
      <g opacity="0.7">
        <Card x={90} y={32} w={300} h={270} />
      </g>
      <Card x={50} y={52} w={320} h={270} bar />
      <Words x={72} y={112} lines={words.title} size={18} weight={700} />
      <Words x={72} y={140} lines={words.question} size={14} fill={MUTED} />
      {words.options.map((option, i) => (
        <g key={option}>
          <circle cx="82" cy={164 + i * 26} r="7" fill="none" stroke={i === 1 ? BLUE : GREY} strokeWidth="2.5" />
          {i === 1 && <circle cx="82" cy={190} r="3.5" fill={BLUE} />}
          <Words x={98} y={169 + i * 26} lines={option} size={14} fill={i === 1 ? BLUE : INK} weight={i === 1 ? 600 : undefined} />
        </g>
      ))}
      <Words x={72} y={252} lines={words.next} size={14} fill={MUTED} />
      <rect x="72" y="262" width="250" height="30" rx="8" fill="none" stroke={SOFT} strokeWidth="2" />
      <rect x="310" y="276" width="140" height="40" rx="20" fill={BLUE} />
      <Words x={380} y={301} lines={words.use} size={15} weight={700} fill="#fff" anchor="middle" />
      <circle cx="420" cy="90" r="26" fill={TEAL} />
      <path d="M408 90 l8 8 l15 -16" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </Art>
  );
}
