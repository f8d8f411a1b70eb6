import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { ClientLogo } from '../../components/proof/client-logo';
import { Testimonial, type ClientCase } from '../../components/proof/testimonial';
import * as section from './section.module.css';
import * as styles from './client-voices.module.css';

/**
 * Inside the home page's proof section: the case studies' clients as a strip of logos, each linking to its
 * case study, and what the first `count` clients' people said. Its CSS is in the later sections' stylesheet.
 */
export function ClientVoices({ clients, count = 3 }: { clients: readonly ClientCase[]; count?: number }) {
  const { t } = useTranslation('common');
  if (clients.length === 0) return null;
  return (
    <>
      <h3 className={styles.label}>{t('proof.clients')}</h3>
      <ul className={styles.logos} data-testid="client-logos">
        {clients.map((c) => (
          <li key={c.apiId}>
            <Link to={`/cases/${c.apiId}`}>
              <ClientLogo mark={c.logo} name={c.clientName} />
            </Link>
          </li>
        ))}
      </ul>
      <h3 className={styles.label}>{t('proof.testimonials')}</h3>
      <ul className={`${styles.quotes} ${section.swipe}`}>
        {clients.slice(0, count).map((c) => (
          <li key={c.apiId}>
            <Testimonial item={c} />
            <Link to={`/cases/${c.apiId}`}>{t('proof.readCase', { client: c.clientName })} →</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
