import React from 'react';
import { sampleSize } from '../../../lib/sample-size';
import { Art, BLUE, Card, GREY, Line, PALE, SOFT, TEAL } from './parts';

/** The example the card shows: ±3 points at 95%, the usual national-poll figure. */
const EXAMPLE = { confidence: 95, margin: 3, proportion: 50 } as const;

/**
 * The sample-size tool: a normal curve with its confidence band, and the answer card. The card's figure is
 * the calculator's own answer (1,068, rounded up), so the picture never disagrees with the tool under it.
 */
export function CalculatorArt() {
  const answer = sampleSize(EXAMPLE);
  const figure = answer.ok ? answer.value.toLocaleString('en-US') : '';
  return (
    <Art>
      <Card x={20} y={40} w={330} h={250} bar />
      <path d="M130 250 C150 250 160 110 185 110 C210 110 220 250 240 250 Z" fill={PALE} />
      <path d="M44 250 C100 250 130 110 185 110 C240 110 270 250 326 250" fill="none" stroke={BLUE} strokeWidth="3.5" />
      <rect x="44" y="250" width="282" height="2" fill={SOFT} />
      <rect x="184" y="104" width="2" height="146" fill={BLUE} opacity="0.5" />
      <path d="M130 268 h110 M130 262 v12 M240 262 v12" stroke={TEAL} strokeWidth="3" strokeLinecap="round" />
      <Line x={44} y={64} w={120} fill={GREY} h={10} />
      <Card x={300} y={120} w={160} h={130} />
      <text x="320" y="170" fontSize="30" fontWeight="700" fontFamily="system-ui, sans-serif" fill={BLUE}>
        {figure}
      </text>
      <Line x={320} y={186} w={100} fill={GREY} />
      <text x="320" y="228" fontSize="18" fontWeight="700" fontFamily="system-ui, sans-serif" fill={TEAL}>
        ±{EXAMPLE.margin}% · {EXAMPLE.confidence}%
      </text>
    </Art>
  );
}
