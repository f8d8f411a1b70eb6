import React from 'react';
import { initials } from '../../lib/format';

/** A case study's client as proof: its logo, and what its named contact said. */
export interface ClientCase {
  apiId: number;
  clientName: string;
  logo: string;
  testimonial: { quote: string; person: string; role: string };
}

/**
 * One client's words, signed with the person's name and role, with an initials avatar (no photos of
 * people). Markup only: the place that shows it styles it (the home page's later stylesheet, the case
 * study's own), so the home page's first paint carries none of it.
 */
export function Testimonial({ item }: { item: ClientCase }) {
  const { quote, person, role } = item.testimonial;
  return (
    <figure data-testid="testimonial">
      <blockquote>
        <p>“{quote}”</p>
      </blockquote>
      <figcaption>
        <span aria-hidden="true">{initials(person)}</span>
        <span>
          <strong>{person}</strong>
          {role}
        </span>
      </figcaption>
    </figure>
  );
}
