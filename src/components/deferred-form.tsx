import React, { type ReactNode } from 'react';
import { LaterStylesheet } from './later-stylesheet';
import { DeferredPart, type Gate } from '../lib/deferred-part';

/**
 * A page form: its code loads late (src/lib/deferred-part.tsx) while its markup is in the server HTML, and
 * the CSS only forms use is linked just before it (src/lib/later-styles.ts), so the form is styled from
 * the first paint, with scripts or without.
 */
export function DeferredForm({ gate, children }: { gate: Gate; children: ReactNode }) {
  return (
    <>
      <LaterStylesheet name="forms" />
      <DeferredPart gate={gate}>{children}</DeferredPart>
    </>
  );
}
