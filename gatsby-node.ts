import type { GatsbyNode } from 'gatsby';
import * as qr from './gatsby/source-qr-code';

export { createPages } from './gatsby/create-pages';
export { onCreateDevServer } from './gatsby/on-create-dev-server';
export { onCreatePage } from './gatsby/on-create-page';
export { onPostBuild } from './gatsby/on-post-build';
export { onCreateWebpackConfig } from './gatsby/webpack';
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = qr.createSchemaCustomization;
export const sourceNodes: GatsbyNode['sourceNodes'] = qr.sourceNodes;
