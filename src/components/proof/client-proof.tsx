import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../link';
import { initials } from '../../lib/format';
import { ClientLogo } from './client-logo';
import * as styles from './client-proof.module.css';

/** A case study's client as the proof section shows it: logo, and what its named contact said. */
export interface ClientCase {
  apiId: number;
  clientName: string;
  logo: string;
  testimonial: { quote: string; person: string; role: string };
}

/** The case studies' clients as a strip of logos, each linking to its case study. */
export function ClientStrip({ clients, titleId }: { clients: readonly ClientCase[]; titleId: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.strip} data-testid="client-logos">
      <h3 id={titleId} className={styles.label}>
        {t('proof.clients')}
      </h3>
      <ul>
        {clients.map((c) => (
          <li key={c.apiId}>
            <Link to={`/cases/${c.apiId}`}>
              <ClientLogo mark={c.logo} name={c.clientName} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One client's words, signed with the person's name and role (an initials avatar: no photos of people). */
export function Testimonial({ item, caseLink = true }: { item: ClientCase; caseLink?: boolean }) {
  const { t } = useTranslation('common');
  const { quote, person, role } = item.testimonial;
  return (
    <div className={styles.quote} data-testid="testimonial">
      <figure>
        <blockquote>
          <p>{quote}</p>
        </blockquote>
        <figcaption>
          <span className={styles.avatar} aria-hidden="true">
            {initials(person)}
          </span>
          <span className={styles.who}>
            <strong>{person}</strong>
            <span>{role}</span>
          </span>
        </figcaption>
      </figure>
      {caseLink && (
        <Link className={styles.caseLink} to={`/cases/${item.apiId}`}>
          {t('proof.readCase', { client: item.clientName })} →
        </Link>
      )}
    </div>
  );
}

/** The first `count` clients' testimonials side by side. */
export function Testimonials({ clients, count = 3, titleId }: { clients: readonly ClientCase[]; count?: number; titleId: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.quotes}>
      <h3 id={titleId} className={styles.label}>
        {t('proof.testimonials')}
      </h3>
      <ul>
        {clients.slice(0, count).map((c) => (
          <li key={c.apiId}>
            <Testimonial item={c} />
          </li>
        ))}
      </ul>
    </div>
  );
}
