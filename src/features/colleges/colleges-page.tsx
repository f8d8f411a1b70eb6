import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { PageShell } from '../shell/page-shell';
import type { Language } from '../../i18n/languages';
import { CollegeCard, type CollegeItem } from './college-card';
import { anchorOf, SECTIONS, type SectionValue } from './college-sections';
import { CollegesBanner } from './colleges-banner';
import type { CollegesLayoutData } from './colleges-layout-query';
import { CollegesNav, type CollegesNavProps } from './colleges-nav';
import { useScrollSpy } from './use-scroll-spy';
import * as styles from './colleges.module.css';

/**
 * /colleges: the university zone in the colleges layout. Five sections at anchors colleges_1 … 5; the side
 * navigation scrolls to them smoothly and follows the page (the scroll spy, use-scroll-spy.ts).
 */
export function CollegesPage({ lang, layout, items }: { lang: Language; layout: CollegesLayoutData; items: readonly CollegeItem[] }) {
  const { t } = useTranslation('colleges');
  const entries = layout.navGroups.nodes.flatMap((g) => g.entries);
  return (
    <PageShell
      hero
      banner={layout.banner && <CollegesBanner banner={layout.banner} heading="h1" />}
      sidebar={<SpyNav groups={layout.navGroups.nodes} label={t('nav')} />}
    >
      {SECTIONS.map((value, index) => (
        <CollegeSection
          key={value}
          value={value}
          label={entries.find((e) => e.value === value)?.label ?? ''}
          items={items}
          lang={lang}
          eagerFirst={index === 0}
        />
      ))}
    </PageShell>
  );
}

/** One section of the zone at its anchor: its name, lead and item cards (the panel link under the first). */
export function CollegeSection({
  value,
  label,
  items,
  lang,
  eagerFirst = false,
}: {
  value: SectionValue;
  label: string;
  items: readonly CollegeItem[];
  lang: Language;
  /** The first section: its first cover loads at once (the page's largest paint on a phone). */
  eagerFirst?: boolean;
}) {
  const { t } = useTranslation('colleges');
  const list = items.filter((i) => i.section === value);
  return (
    <section id={anchorOf(value)} className={styles.section} aria-labelledby={`${anchorOf(value)}-title`}>
      <h2 id={`${anchorOf(value)}-title`}>{label}</h2>
      <p className={styles.sectionLead}>{t(`sections.${value}`)}</p>
      <div className={styles.cards}>
        {list.map((item, index) => (
          <CollegeCard key={item.apiId} item={item} lang={lang} eager={eagerFirst && index === 0} />
        ))}
      </div>
      {value === 1 && (
        <div className={styles.panelCta}>
          <div>
            <h3>{t('panel.title')}</h3>
            <p>{t('panel.text')}</p>
          </div>
          <Link className="btn btn-primary" to="/colleges/panel">
            {t('panel.link')}
          </Link>
        </div>
      )}
    </section>
  );
}

/**
 * The side navigation driven by the scroll spy. Its state lives here, not in the page: a page-level update
 * would reach Suspense boundaries (header, footer) that may still be hydrating (React error 421).
 */
function SpyNav({ groups, label }: Pick<CollegesNavProps, 'groups' | 'label'>) {
  const spy = useScrollSpy();
  return <CollegesNav groups={groups} label={label} current={spy.current} top={spy.top} onSelect={spy.select} ready={spy.ready} />;
}
