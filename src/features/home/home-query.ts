import { graphql } from 'gatsby';

/** What the home page shows from the site API (the HomeLists fragment below): news, blog, templates, proof, clients. */
export type HomeLists = Queries.HomeListsFragment;
/** A latest news item (Chinese edition) or blog post (what English visitors are shown instead). */
export type HomeStory = HomeLists['news']['nodes'][number] | HomeLists['articles']['nodes'][number];
/** One of the most used templates. */
export type HomeTemplate = HomeLists['templates']['nodes'][number];
/** Everything a home route shows (the HomeRoute fragment): its strings, its SEO entry and the lists. */
export type HomeData = Queries.HomeRouteFragment;

/**
 * The home page's lists, spread by `HomeRoute` below and by the home preview (/preview/home). Gatsby extracts
 * fragments from any file under src/, so a page query spreads them and only declares `$language`.
 */
export const homeListsFragment = graphql`
  fragment HomeLists on Query {
    ...ProofItems
    # The case studies' clients, their logos and what their people said (client-voices.tsx).
    clients: allSiteApiCase(filter: { lang: { eq: $language } }, sort: { position: ASC }) {
      nodes {
        ...ClientCase
      }
    }
    news: allSiteApiNews(filter: { lang: { eq: $language } }, sort: { position: ASC }, limit: 3) {
      nodes {
        apiId
        title
        summary
        publishedAt(formatString: "YYYY-MM-DD")
        coverFile {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 1.7778, placeholder: BLURRED, formats: [AUTO, WEBP])
          }
        }
      }
    }
    articles: allSiteApiBlog(filter: { lang: { eq: $language } }, sort: { position: ASC }, limit: 3) {
      nodes {
        apiId
        title
        summary
        publishedAt(formatString: "YYYY-MM-DD")
        coverFile {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 1.7778, placeholder: BLURRED, formats: [AUTO, WEBP])
          }
        }
      }
    }
    templates: allSiteApiTemplate(filter: { lang: { eq: $language } }, sort: { timesUsed: DESC }, limit: 3) {
      nodes {
        apiId
        name
        description
        timesUsed
        coverFile {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 1.7778, placeholder: BLURRED, formats: [AUTO, WEBP])
          }
        }
      }
    }
  }
`;

/** Everything a home route shows (/, /default, /overseas): its strings, its SEO entry and the lists. */
export const homeRouteFragment = graphql`
  fragment HomeRoute on Query {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "home"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    seo: siteApiSeo(lang: { eq: $language }, url: { eq: "/" }) {
      title
      description
      keyword
    }
    ...HomeLists
  }
`;
