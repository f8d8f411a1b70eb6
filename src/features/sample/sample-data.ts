/** Which panels the page presents: /sample both, /sample/zh the China panel, /sample/en the global one. */
export type SampleMarket = 'all' | 'zh' | 'en';

/** What every sample route's query selects (the SampleLists fragment, sample-query.tsx). */
export type SampleData = Queries.SampleListsFragment;
