import React from 'react';
import { PageShell } from '../../components/layout/page-shell';
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

export interface HomePageProps {
  lang: Language;
  lists: HomeLists;
}

/**
 * The home page of both editions. Everything shared is rendered once; blocks that belong to one edition
 * (hero copy, overseas regions, university zone, referral, closing band) carry `only-china` or
 * `only-overseas` with `data-edition-part`, and CSS shows the visitor's edition.
 */
export function HomePage({ lang, lists }: HomePageProps) {
  return (
    <PageShell>
      <Hero lang={lang} />
      <StatsBand />
      <OverseasRegions />
      <ToolFeatures lang={lang} />
      <PanelSamples lang={lang} />
      <ResearchServices />
      <TrustBand />
      <ProofSection items={lists.proof.nodes} />
      <CommunityPlatform />
      <UniversityZone lang={lang} />
      <PopularTemplates templates={lists.templates.nodes} />
      <LatestResources lang={lang} news={lists.news.nodes} articles={lists.articles.nodes} />
      <ReferralReward lang={lang} />
      <ClosingCta lang={lang} />
    </PageShell>
  );
}
