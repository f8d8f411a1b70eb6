import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { calculate } from '../../../lib/sample-size';
import { CalculatorArt } from './calculator-art';

describe('the sample-size hero picture', () => {
  it('shows the figure the calculator below it gives for ±3 points at 95%', () => {
    const answer = calculate({ margin: '3' }).size;
    expect(answer).toEqual({ ok: true, value: 1068 });
    expect(renderToStaticMarkup(<CalculatorArt words={{ title: 'Confidence band', unit: 'completes' }} />)).toContain('>1,068<');
  });
});
