import React, { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { PageShell } from '../shell/page-shell';
import type { Language } from '../../i18n/languages';
import { useDeferredPart } from '../../lib/deferred-part';
import { DeferredForm } from '../../components/deferred-form';
// The deferred form's CSS comes with the page (contact/page-form-styles.ts).
import '../contact/page-form-styles';
import { Icon } from '../../components/icons/icons';
import { SalesSection } from '../../components/sales/sales-hero';
import { PageHero } from '../../components/page-hero/page-hero';
import * as sales from '../../components/sales/sales.module.css';
import { CommunityFeed } from './community-feed';
import * as styles from './community.module.css';

// The form is in the server HTML; its code (final-form, XState, the API client) loads when the visitor
// scrolls near it or focuses a field.
const DemoSection = lazy(() => import('../contact/demo-section'));

const FEATURES = ['survey', 'topic', 'live', 'diary', 'vote'] as const;
const USES = ['cocreate', 'tracking', 'loyalty'] as const;

/**
 * The community page's sections in order, each on its own: the page renders them all, and the component
 * preview gallery (src/pages/preview/community.tsx) renders each one in a frame of its own.
 */
export const COMMUNITY_SECTIONS: { id: string; render: (props: { lang: Language }) => React.ReactNode }[] = [
  { id: 'hero', render: () => <CommunityHero /> },
  { id: 'features', render: () => <CommunityFeatures /> },
  { id: 'uses', render: () => <CommunityUses /> },
  { id: 'demo', render: ({ lang }) => <CommunityDemo lang={lang} /> },
];

/** /community: the community platform's five research methods, use cases and the book-a-demo form. */
export function CommunityPage({ lang }: { lang: Language }) {
  return (
    <PageShell hero>
      {COMMUNITY_SECTIONS.map((section) => (
        <React.Fragment key={section.id}>{section.render({ lang })}</React.Fragment>
      ))}
    </PageShell>
  );
}

function CommunityHero() {
  const { t } = useTranslation('community');
  return (
    <PageHero
      id="community-title"
      size="landing"
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      lead={t('hero.lead')}
      actions={
        <>
          <a className="btn btn-primary" href="#community-demo">
            {t('hero.demo')}
          </a>
          <Link className="btn btn-ghost" to="/quoted">
            {t('hero.pricing')}
          </Link>
        </>
      }
      visual={<CommunityFeed />}
    />
  );
}

function CommunityFeatures() {
  const { t } = useTranslation('community');
  return (
    <SalesSection id="community-features" eyebrow={t('features.eyebrow')} title={t('features.title')}>
      <ul className={`${sales.cards} ${styles.features}`}>
        {FEATURES.map((f) => (
          <li key={f} className={sales.card}>
            <span className={sales.cardIcon}>
              <Icon name={f} size={22} />
            </span>
            <h3>{t(`features.items.${f}.title`)}</h3>
            <p>{t(`features.items.${f}.text`)}</p>
          </li>
        ))}
      </ul>
    </SalesSection>
  );
}

function CommunityUses() {
  const { t } = useTranslation('community');
  return (
    <SalesSection id="community-uses" tone="soft" eyebrow={t('uses.eyebrow')} title={t('uses.title')}>
      <ul className={sales.cards}>
        {USES.map((u) => (
          <li key={u} className={sales.card}>
            <h3>{t(`uses.items.${u}.title`)}</h3>
            <p>{t(`uses.items.${u}.text`)}</p>
          </li>
        ))}
      </ul>
    </SalesSection>
  );
}

function CommunityDemo({ lang }: { lang: Language }) {
  const { t } = useTranslation('community');
  return (
    <section id="community-demo" className={styles.demo} aria-labelledby="community-demo-title">
      <div className={`container ${styles.demoInner}`}>
        <div className={styles.demoIntro}>
          <p className={`${sales.eyebrow} ${styles.demoEyebrow}`}>{t('demo.eyebrow')}</p>
          <h2 id="community-demo-title">{t('demo.title')}</h2>
          <p className={styles.demoText}>{t('demo.text')}</p>
          <ul className={styles.demoPoints}>
            {(t('demo.points', { returnObjects: true }) as unknown as string[]).map((p) => (
              <li key={p}>
                <Icon name="check" size={18} />
                {p}
              </li>
            ))}
          </ul>
        </div>
        <DemoFormSlot lang={lang} />
      </div>
    </section>
  );
}

/** The form as a deferred part (see lib/deferred-part.tsx): rendered on the server, live when near. */
function DemoFormSlot({ lang }: { lang: Language }) {
  const form = useDeferredPart<HTMLDivElement>();
  return (
    <div ref={form.ref} className={styles.formBox}>
      <DeferredForm gate={form.gate}>
        <DemoSection lang={lang} />
      </DeferredForm>
    </div>
  );
}
