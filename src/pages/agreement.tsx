import { graphql } from 'gatsby';
import { LegalHead, LegalPage } from '../features/legal/legal-page';

export default LegalPage;
export const Head = LegalHead;

export const query = graphql`
  query AgreementPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    legal: siteApiLegal(apiId: { eq: "agreement" }, lang: { eq: $language }) {
      ...LegalFields
    }
  }
`;
