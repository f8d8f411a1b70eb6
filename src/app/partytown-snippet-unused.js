// Gatsby's Partytown plugin injects its snippet only under `gatsby develop`; the production bundle gets
// this instead of the snippet builder (and the outdent and Partytown code it pulls in). See gatsby/webpack.ts.
export function injectPartytownSnippet() {}
