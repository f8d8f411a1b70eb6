import React from 'react';
import { graphql } from 'gatsby';
import { initials } from '../../lib/format';

/**
 * A case study's client as proof: its logo, and what its named contact said. The home page's client strip
 * (features/home/home-query.ts) and the case study (templates/case-study.tsx) both spread this fragment, so
 * the fields are named once; Gatsby extracts fragments from any file under src/.
 */
export const clientCaseFragment = graphql`
  fragment ClientCase on SiteApiCase {
    apiId
    clientName
    logo
    testimonial {
      quote
      person
      role
    }
  }
`;

export type ClientCase = Queries.ClientCaseFragment;

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
