import React from 'react';
import { laterStylesFile, type LaterStylesheet as Name } from '../lib/later-styles';

/**
 * The link to one later stylesheet (src/lib/later-styles.ts), placed just before what it styles; nothing
 * in `gatsby develop`, where the styles come with the code.
 */
export function LaterStylesheet({ name }: { name: Name }) {
  const fingerprint = process.env.STYLES_FINGERPRINT;
  return fingerprint ? <link rel="stylesheet" href={`/${laterStylesFile(name, fingerprint)}`} /> : null;
}
