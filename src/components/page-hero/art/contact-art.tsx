import React from 'react';
import { Art, BLUE, Card, MUTED, PALE, SOFT, TEAL, Words } from './parts';

/** The drawing's words: the form's labels (the page's own), the reply it gets, and the office hours. */
export interface ContactArtWords {
  /** Three fields' labels, then the message box's placeholder. */
  fields: [string, string, string];
  message: string;
  reply: string[];
  hours: string;
}

/** Contact: a request sent as a form, the reply already on its way, and the hours it is answered in. */
export function ContactArt({ words }: { words: ContactArtWords }) {
  return (
    <Art>
      <Card x={24} y={30} w={280} h={286} bar />
      {words.fields.map((label, i) => {
        const y = 64 + i * 50;
        return (
          <g key={label}>
            <Words x={46} y={y + 14} lines={label} size={13} weight={600} fill={MUTED} />
            <rect x="46" y={y + 20} width="236" height="24" rx="7" fill="#fff" stroke={SOFT} strokeWidth="2" />
          </g>
        );
      })}
      <rect x="46" y="222" width="236" height="64" rx="7" fill="#fff" stroke={SOFT} strokeWidth="2" />
      <Words x={58} y={244} lines={words.message} size={13} fill={MUTED} />
      <rect x="236" y="236" width="216" height="66" rx="16" fill={BLUE} />
      <path d="M262 302 l-10 18 l26 -18 Z" fill={BLUE} />
      <Words x={254} y={263} lines={words.reply} size={14} fill="#fff" weight={600} gap={1.4} />
      <circle cx="398" cy="112" r="58" fill="#fff" />
      <circle cx="398" cy="112" r="46" fill="none" stroke={PALE} strokeWidth="8" />
      <path d="M398 66 A46 46 0 0 1 444 112" fill="none" stroke={TEAL} strokeWidth="8" strokeLinecap="round" />
      <path d="M398 84 V112 L418 124" fill="none" stroke={BLUE} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="398" cy="112" r="5" fill={BLUE} />
      <rect x="318" y="180" width="160" height="28" rx="14" fill="#fff" />
      <Words x={398} y={199} lines={words.hours} size={13} weight={600} anchor="middle" />
    </Art>
  );
}
