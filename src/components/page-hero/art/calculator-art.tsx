import React from 'react';
import { sampleSize } from '../../../lib/sample-size';
import { Art, BLUE, Card, MUTED, PALE, SOFT, TEAL, Words } from './parts';

/** The example the card shows: ±3 points at 95%, the usual national-poll figure. */
const EXAMPLE = { confidence: 95, margin: 3, proportion: 50 } as const;

/**
 * The sample-size tool: a normal curve with its confidence band, and the answer card beside it (its figures in
 * the page's own font, which inline SVG text inherits). The card's figure is
 * the calculator's own answer (1,068, rounded up), so the picture never disagrees with the tool under it.
 */
/** The drawing's words: the curve card's title and the answer's unit, from the page's copy. */
export interface CalculatorArtWords {
  title: string;
  unit: string;
}

export function CalculatorArt({ words }: { words: CalculatorArtWords }) {
  const answer = sampleSize(EXAMPLE);
  const figure = answer.ok ? answer.value.toLocaleString('en-US') : '';
  return (
    <Art>
      <Card x={20} y={40} w={296} h={250} bar />
      <path d="M120 250 C140 250 148 110 170 110 C192 110 200 250 220 250 Z" fill={PALE} />
      <path d="M44 250 C95 250 125 110 170 110 C215 110 245 250 292 250" fill="none" stroke={BLUE} strokeWidth="3.5" />
      <rect x="44" y="250" width="248" height="2" fill={SOFT} />
      <rect x="169" y="104" width="2" height="146" fill={BLUE} opacity="0.5" />
      <path d="M120 268 h100 M120 262 v12 M220 262 v12" stroke={TEAL} strokeWidth="3" strokeLinecap="round" />
      <Words x={78} y={62} lines={words.title} size={13} weight={600} fill={MUTED} />
      <Card x={334} y={120} w={140} h={130} />
      <text x="352" y="170" fontSize="30" fontWeight="700" fill={BLUE}>
        {figure}
      </text>
      <Words x={352} y={194} lines={words.unit} size={14} fill={MUTED} />
      <text x="352" y="228" fontSize="18" fontWeight="700" fill={TEAL}>
        ±{EXAMPLE.margin}% · {EXAMPLE.confidence}%
      </text>
    </Art>
  );
}
