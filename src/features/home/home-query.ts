import { graphql } from 'gatsby';
import type { ImageDataLike } from 'gatsby-plugin-image';
import type { ProofItem } from '../../components/proof/proof-section';
import type { LocalesData } from '../../lib/i18n-data';

export interface HomeStory {
  apiId: number;
  title: string;
  summary: string;
  publishedAt: string;
  coverFile: ImageDataLike | null;
}

export interface HomeTemplate {
  apiId: number;
  name: string;
  description: string;
  timesUsed: number;
  coverFile: ImageDataLike | null;
}

/** What the home page shows from the site API, next to the locales and the SEO entry. */
export interface HomeLists {
  /** Latest news (linked from the Chinese edition only; SPEC 2.3 keeps news Chinese-only). */
  news: { nodes: HomeStory[] };
  /** Latest college articles / blog posts (what English visitors are shown instead). */
  articles: { nodes: HomeStory[] };
  /** The most used templates. */
  templates: { nodes: HomeTemplate[] };
  /** The trust section's segments, projects and data-quality practice. */
  proof: { nodes: ProofItem[] };
}

export interface HomeData extends LocalesData, HomeLists {
  seo: { title: string; description: string; keyword: string } | null;
}

/**
 * The home page's lists, spread by `HomeRoute` below and by the home preview (/preview/home). Gatsby extracts
 * fragments from any file under src/, so a page query spreads them and only declares `$language`.
 */
export const homeListsFragment = graphql`
  fragment HomeLists on Query {
    ...ProofItems
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
