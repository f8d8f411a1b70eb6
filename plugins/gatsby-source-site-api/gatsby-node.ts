import type { GatsbyNode, NodePluginArgs, PluginOptions } from 'gatsby';
import path from 'node:path';
import { createClient } from './client';
import { createHelpImageProcessor, publishedHelpImage } from './help-images';
import { createFileLoader, createImageLoader } from './images';
import { typeDefs } from './schema';
import { sourceCases, sourceQuality } from './sources/cases';
import { sourceCollegeLayout, sourceColleges, sourceResearchOfferings } from './sources/colleges';
import { sourceJobs, sourceLegal, sourcePricing, sourceProof, sourceSampleFilters, sourceTeam } from './sources/company';
import { createKeptProcessing, createNodeFactory, type SourceKind } from './sources/context';
import { sourceAll } from './source-all';
import { sourceHelp } from './sources/help';
import { sourceCountries, sourceSeo } from './sources/home';
import { sourceBlog, sourceNews } from './sources/stories';
import { sourceTemplateCategories, sourceTemplates, sourceTemplateSpecials } from './sources/templates';
import { sourceTutors, sourceViewpointCategories, sourceViewpoints } from './sources/viewpoints';

interface Options extends PluginOptions {
  apiUrl: string;
}

/**
 * Every kind of content, in the order its nodes are created (per language; `sourceAll`). Lists queried
 * without a `sort` come back in creation order, so keep the order when adding a kind.
 */
const KINDS: SourceKind[] = [
  sourceHelp,
  sourceSeo,
  sourceTemplateCategories,
  sourceTemplates,
  sourceTemplateSpecials,
  sourceTutors,
  sourceViewpointCategories,
  sourceViewpoints,
  sourceNews,
  sourceBlog,
  sourceColleges,
  sourceCollegeLayout,
  sourceResearchOfferings,
  sourceQuality,
  sourceCases,
  sourceJobs,
  sourceTeam,
  sourcePricing,
  sourceProof,
  sourceSampleFilters,
  sourceCountries,
  sourceLegal,
];

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({ apiUrl: Joi.string().uri().required().description('Base URL of the site API') });

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args: NodePluginArgs, options) => {
  const { apiUrl } = options as Options;
  const { reporter, store } = args;
  const { program } = store.getState() as { program: { directory: string } };
  const client = createClient(apiUrl);
  const publicDir = path.join(program.directory, 'public');
  const helpImage = createHelpImageProcessor(publicDir, apiUrl, args.cache);
  const shared = {
    get: client,
    kept: createKeptProcessing(client.revalidate, args.cache, helpImage, publishedHelpImage(publicDir)),
    image: createImageLoader(args, apiUrl),
    file: createFileLoader(args, apiUrl),
  };
  const activity = reporter.activityTimer(`site API: sourcing from ${apiUrl}`);
  activity.start();
  try {
    await sourceAll(
      KINDS,
      shared,
      (lang) => createNodeFactory(args, lang),
      (line) => reporter.verbose(line),
    );
  } catch (error) {
    activity.end();
    // Stops the build: a site built without its content must never be published.
    reporter.panic(`gatsby-source-site-api: ${(error as Error).message}`, error as Error);
  }
  activity.end();
};
