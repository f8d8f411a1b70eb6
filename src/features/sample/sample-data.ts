import type { LanguageFacts } from '../../../contract/languages';

/** Which panels the page presents: /sample both, /sample/zh the China panel, /sample/en the global one. */
export type SampleMarket = 'all' | LanguageFacts['samplePanel'];

/** What every sample route's query selects (the SampleLists fragment, sample-query.tsx). */
export type SampleData = Queries.SampleListsFragment;
