/**
 * The site API's content contract: the exact `data` of every read-only answer (SEO, templates, viewpoints,
 * news, blog, colleges…) as a JSON schema, and its TypeScript type derived from that schema
 * (`FromSchema`). The server serialises with these schemas and drops any property they do not name, so a
 * field added to content/ must be added here too (server/content/response-schemas.db.test.ts fails until it is).
 * The source plugin and the templates read the same types.
 *
 * Like all of contract/, this folder imports libraries only, never the site, the server or the build.
 */
export * from './home';
export * from './templates';
export * from './viewpoints';
export * from './stories';
export * from './colleges';
export * from './cases';
export * from './company';
export * from './help';
export * from './service';
