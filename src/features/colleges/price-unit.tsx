import React from 'react';

/**
 * The unit after a university-zone price: "¥3/份" but "$0.42 per response". Its own module, so the item page
 * does not load the card to write one.
 */
export const unitAfter = (unit: string, style?: React.CSSProperties) => (
  <>
    {unit.startsWith('/') ? '' : ' '}
    <small style={style}>{unit}</small>
  </>
);
