import { graphql } from 'gatsby';

/** The colleges layout's content (side navigation and banner), queried by every page that uses the layout. */
export type CollegesLayoutData = Queries.CollegesLayoutFragment;
export type NavGroup = CollegesLayoutData['navGroups']['nodes'][number];
export type NavEntry = NavGroup['entries'][number];

export const collegesLayoutFragment = graphql`
  fragment CollegesLayout on Query {
    navGroups: allSiteApiCollegeNavGroup(filter: { lang: { eq: $language } }, sort: { position: ASC }) {
      nodes {
        apiId
        title
        entries {
          value
          label
          subLabel
          path
        }
      }
    }
    banner: siteApiCollegeBanner(lang: { eq: $language }) {
      title
      text
      tags
      imageFiles {
        childImageSharp {
          gatsbyImageData(width: 280, aspectRatio: 1.7778, placeholder: BLURRED)
        }
      }
    }
  }
`;

/** Every university-zone item in the page's language, in order, with its card image: /colleges and its preview. */
export const collegeItemsFragment = graphql`
  fragment CollegeItems on Query {
    items: allSiteApiCollege(filter: { lang: { eq: $language } }, sort: { position: ASC }) {
      nodes {
        apiId
        title
        subTitle
        hot
        priceType
        price
        unit
        remark
        open
        section
        coverFile {
          childImageSharp {
            gatsbyImageData(width: 560, aspectRatio: 1.7778, placeholder: BLURRED)
          }
        }
      }
    }
  }
`;
