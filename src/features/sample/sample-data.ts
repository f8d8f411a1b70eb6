import type { ProofItem } from '../../components/proof/proof-section';

/** Which panels the page presents: /sample both, /sample/zh the China panel, /sample/en the global one. */
export type SampleMarket = 'all' | 'zh' | 'en';

export interface SampleData {
  labelGroups: { nodes: { apiId: string; name: string; subGroups: { labels: { id: string }[] }[] }[] };
  carFilters: { nodes: { apiId: string; name: string; options: { id: string; name: string }[] }[] };
  proof: { nodes: ProofItem[] };
  countries: {
    nodes: {
      apiId: string;
      region: string;
      country: string;
      total: number;
      male: number;
      female: number;
      age14to22: number;
      age23to35: number;
      age36to55: number;
      age56to80: number;
    }[];
  };
}
