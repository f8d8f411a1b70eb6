import React from 'react';
import { PageShell } from '../shell/page-shell';
import type { Language } from '../../i18n/languages';
import { ClosingCta } from './closing-cta';
import { CommunityPlatform } from './community-platform';
import { Hero } from './hero';
import type { HomeLists } from './home-query';
import { LatestResources } from './latest-resources';
import { OverseasRegions } from './overseas-regions';
import { PanelSamples } from './panel-samples';
import { PopularTemplates } from './popular-templates';
import { ReferralReward } from './referral-reward';
import { ResearchServices } from './research-services';
import { StatsBand } from './stats-band';
import { ToolFeatures } from './tool-features';
import { TrustBand } from './trust-band';
import { ProofSection } from '../../components/proof/proof-section';
import { UniversityZone } from './university-zone';
import { ClientVoices } from './client-voices';
import { LaterStylesheet } from '../../components/later-stylesheet';

export interface HomePageProps {
  lang: Language;
  lists: HomeLists;
}

/**
 * The home page of both editions. Everything shared is rendered once; blocks that belong to one edition
 * (hero copy, overseas regions, university zone, referral, closing band) carry `only-china` or
 * `only-overseas` with `data-edition-part`, and CSS shows the visitor's edition.
 */
/**
 * The home page's sections in order, each on its own: the page renders them all, and the component
 * preview gallery (src/pages/preview/home.tsx) renders each one in a frame of its own.
 */
export const HOME_SECTIONS: { id: string; render: (props: HomePageProps) => React.ReactNode }[] = [
  { id: 'hero', render: ({ lang }) => <Hero lang={lang} /> },
  { id: 'stats', render: () => <StatsBand /> },
  // The first of the later sections: their stylesheet is linked here, after what the first paint shows.
  {
    id: 'overseas-regions',
    render: () => (
      <>
        <LaterStylesheet name="home-later" />
        <OverseasRegions />
      </>
    ),
  },
  { id: 'tool-features', render: ({ lang }) => <ToolFeatures lang={lang} /> },
  { id: 'panel-samples', render: ({ lang }) => <PanelSamples lang={lang} /> },
  { id: 'research-services', render: () => <ResearchServices /> },
  { id: 'trust', render: () => <TrustBand /> },
  {
    id: 'proof',
    // Who it is for and how quality is kept: the projects are the clients' own words below the lead.
    render: ({ lists }) => (
      <ProofSection items={lists.proof.nodes} kinds={['segment', 'practice']}>
        <ClientVoices clients={lists.clients.nodes} />
      </ProofSection>
    ),
  },
  { id: 'community', render: () => <CommunityPlatform /> },
  { id: 'university', render: ({ lang }) => <UniversityZone lang={lang} /> },
  { id: 'templates', render: ({ lists }) => <PopularTemplates templates={lists.templates.nodes} /> },
  { id: 'resources', render: ({ lang, lists }) => <LatestResources lang={lang} news={lists.news.nodes} articles={lists.articles.nodes} /> },
  { id: 'referral', render: ({ lang }) => <ReferralReward lang={lang} /> },
  { id: 'closing', render: ({ lang }) => <ClosingCta lang={lang} /> },
];

export function HomePage({ lang, lists }: HomePageProps) {
  return (
    // The hero band draws under the fixed header and pads itself by its height (components/page-hero).
    <PageShell hero>
      {HOME_SECTIONS.map((section) => (
        <React.Fragment key={section.id}>{section.render({ lang, lists })}</React.Fragment>
      ))}
    </PageShell>
  );
}
