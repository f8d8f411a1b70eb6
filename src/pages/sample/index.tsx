import { graphql } from 'gatsby';
import { sampleRoute } from '../../features/sample/sample-query';

const { Page, Head } = sampleRoute('all', '/sample');

export default Page;
export { Head };

export const query = graphql`
  query SamplePageAll($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "sample"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    ...SampleLists
  }
`;
