import { graphql } from 'gatsby';
import { homeRoute } from '../features/home/home-route';

/**
 * The home page forced to the China edition (/default, /en/default). The head script sets the edition
 * from the path on a full load; features/home/home-route.tsx covers client-side navigation. Not indexed:
 * the canonical is the home page.
 */
const route = homeRoute('china');
export default route.Page;
export const Head = route.Head;

export const query = graphql`
  query DefaultHomePage($language: String!) {
    ...HomeRoute
  }
`;
