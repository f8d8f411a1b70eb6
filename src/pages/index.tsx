import { graphql } from 'gatsby';
import { homeRoute } from '../features/home/home-route';

/**
 * The home page; the head script picks the edition (SPEC 2.8) and CSS shows its parts.
 */
const route = homeRoute();
export default route.Page;
export const Head = route.Head;

export const query = graphql`
  query HomePage($language: String!) {
    ...HomeRoute
  }
`;
