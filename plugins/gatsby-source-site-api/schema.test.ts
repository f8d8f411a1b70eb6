/**
 * The SDL in schema.ts and the content contract's JSON schemas (contract/content) describe the same
 * answers twice. This test holds them together field by field: every property of an answer's schema is
 * a field of its node type (same name unless renamed below, same scalar kind, same list depth, same
 * nullability), every field of a node type comes from the schema or is one the plugin adds, and every
 * SDL type is checked. A field added on one side only fails here; the maps below say, with a reason,
 * where the node deliberately differs from the answer.
 */
import { Kind, parse, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from 'graphql';
import * as content from '../../contract/content';
import { typeDefs } from './schema';

interface JsonSchema {
  type?: string | readonly string[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  anyOf?: readonly JsonSchema[];
  additionalProperties?: unknown;
}

interface TypeSpec {
  /** The answer (an object schema, or a list of them: its items) the node is made from; nested types get theirs from the parent field. */
  schema?: JsonSchema;
  /** Schema property → SDL field, where the node names it differently. */
  renamed?: Record<string, string>;
  /** Schema properties holding an asset URL → the SDL field that links the File node (`@link`). */
  links?: Record<string, string>;
  /** Schema properties the node does not carry (or carries reshaped), and why. */
  omitted?: Record<string, string>;
  /** SDL fields the plugin computes (not in the answer), and from what. */
  added?: Record<string, string>;
  /** Fields the SDL declares nullable though the schema requires them, and why. */
  nullable?: Record<string, string>;
  /** Optional schema properties the plugin defaults (so the SDL declares them non-null), and to what. */
  defaulted?: Record<string, string>;
}

const NODE = { lang: 'the language sourced (zh | en)' };
const LISTED = { ...NODE, position: 'order in the list answer' };
const item = (list: JsonSchema) => list.items!;

const SPECS: Record<string, TypeSpec> = {
  SiteApiHelp: {
    schema: content.helpArticleSchema,
    renamed: { id: 'apiId', path: 'crumbs' },
    added: {
      ...LISTED,
      type: 'the help tree (0 folder, 1 article; HelpTreeNode has no schema)',
      parentId: 'the help tree',
      depth: 'the help tree',
      toc: 'the body’s headings',
      text: 'the body as plain text',
      summary: 'the start of the plain text (the page description)',
      relatedIds: 'src/lib/help/related.ts',
    },
    nullable: { content: 'folders have no body', markdown: 'folders have no body', updatedAt: 'folders have no body' },
    omitted: { version: 'kept with the processed copy between builds (sources/context.ts); no page shows it' },
  },
  SiteApiHelpCrumb: {},
  SiteApiSeo: { schema: item(content.seoSchema), added: NODE },
  SiteApiTemplateCategory: { schema: item(content.templateCategoriesSchema), renamed: { id: 'apiId' }, added: NODE },
  SiteApiTemplate: {
    schema: content.templateSchema,
    renamed: { id: 'apiId' },
    links: { cover: 'coverFile' },
    omitted: { categories: 'pages join SiteApiTemplateCategory by categoryIds' },
    added: LISTED,
  },
  SiteApiTemplateQuestion: { defaulted: { options: '[]' } },
  SiteApiTemplateSpecial: {
    schema: item(content.specialsSchema),
    renamed: { id: 'apiId' },
    links: { cover: 'coverFile' },
    omitted: { templateCount: 'pages count templateIds' },
    added: NODE,
  },
  SiteApiTutor: {
    schema: item(content.tutorsSchema),
    renamed: { id: 'apiId', fields: 'expertise' },
    links: { avatar: 'avatarFile' },
    added: NODE,
  },
  SiteApiViewpointCategory: { schema: item(content.viewpointCategoriesSchema), renamed: { id: 'apiId' }, added: NODE },
  SiteApiViewpoint: {
    schema: content.viewpointSchema,
    renamed: { id: 'apiId' },
    links: { cover: 'coverFile' },
    omitted: { author: 'pages join SiteApiTutor by tutorId', related: 'reshaped: relatedIds' },
    added: { ...LISTED, relatedIds: 'the ids of `related`' },
    nullable: { readMinutes: 'declared before the API always sent it; pages handle null' },
  },
  SiteApiBrief: {},
  SiteApiNews: { schema: content.newsItemSchema, renamed: { id: 'apiId' }, links: { cover: 'coverFile' }, added: LISTED },
  SiteApiBlog: { schema: content.blogItemSchema, renamed: { id: 'apiId' }, links: { cover: 'coverFile' }, added: LISTED },
  SiteApiCollege: {
    schema: content.collegeSchema,
    renamed: { id: 'apiId' },
    links: { cover: 'coverFile' },
    added: LISTED,
    nullable: { content: 'an empty body is null after sanitising' },
  },
  SiteApiDownload: { links: { file: 'file' } },
  SiteApiCollegeNavGroup: { schema: item(content.collegeNavSchema), renamed: { id: 'apiId' }, added: LISTED },
  SiteApiCollegeNavEntry: {},
  SiteApiCollegeBanner: {
    schema: content.collegeBannerSchema,
    renamed: { id: 'apiId' },
    links: { images: 'imageFiles' },
    added: NODE,
  },
  SiteApiCollegeCoupon: { schema: item(content.collegeCouponsSchema), renamed: { id: 'apiId' }, added: NODE },
  SiteApiResearchOffering: { schema: item(content.researchOfferingsSchema), renamed: { id: 'apiId' }, added: LISTED },
  SiteApiProof: { schema: item(content.proofSchema), renamed: { id: 'apiId' }, added: LISTED },
  SiteApiQuality: {
    schema: content.qualitySchema,
    renamed: { id: 'apiId' },
    added: { ...NODE, toc: 'the body’s h2 headings' },
  },
  SiteApiHelpToc: {
    added: { id: 'the heading’s stable id', text: 'the heading’s text', level: '2 or 3' },
  },
  SiteApiCaseIndustry: { schema: item(content.caseIndustriesSchema), renamed: { id: 'apiId' }, added: LISTED },
  SiteApiCase: { schema: content.caseSchema, renamed: { id: 'apiId' }, added: LISTED },
  SiteApiCaseFigure: {},
  SiteApiCaseTestimonial: {},
  SiteApiJob: { schema: item(content.jobsSchema), renamed: { id: 'apiId' }, added: LISTED },
  SiteApiTeamMember: { schema: item(content.teamSchema), renamed: { id: 'apiId' }, added: LISTED },
  SiteApiPricingPlan: {
    schema: item(content.pricingSchema.properties.plans),
    renamed: { id: 'apiId' },
    added: LISTED,
    defaulted: { helpIds: '[]' },
  },
  SiteApiPricingRow: {
    schema: item(content.pricingSchema.properties.rows),
    renamed: { id: 'apiId' },
    omitted: { values: 'reshaped: one SiteApiPricingCell per plan (text or yes/no)' },
    added: { ...LISTED, values: 'the free, team and enterprise cells of `values`' },
  },
  SiteApiPricingValues: { added: { free: 'cell', enterprise: 'cell', team: 'cell' } },
  SiteApiPricingCell: { added: { text: 'a text cell', included: 'a yes/no cell, or true for a text' } },
  SiteApiLabelGroup: {
    schema: item(content.labelGroupsSchema),
    renamed: { id: 'apiId', children: 'subGroups' },
    added: LISTED,
  },
  SiteApiLabelSubGroup: {},
  SiteApiLabel: {},
  SiteApiCarFilter: { schema: item(content.carFiltersSchema), renamed: { id: 'apiId' }, added: LISTED },
  SiteApiCountrySample: { schema: item(content.countrySamplesSchema), renamed: { id: 'apiId' }, added: LISTED },
  SiteApiCountry: { schema: { type: 'object', properties: {} }, added: { ...LISTED, name: 'each string of the country list' } },
  SiteApiLegal: {
    schema: content.legalSchema,
    renamed: { id: 'apiId' },
    added: { ...NODE, toc: 'the body’s h2 headings' },
  },
};

const definitions = new Map(
  parse(typeDefs)
    .definitions.filter((d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION)
    .map((d) => [d.name.value, d]),
);

/** A JSON schema without its `anyOf: [null, X]` wrapper, and whether it had one. */
function unwrap(schema: JsonSchema): { schema: JsonSchema; orNull: boolean } {
  const options = schema.anyOf;
  if (!options) return { schema, orNull: false };
  const rest = options.filter((o) => o.type !== 'null');
  if (rest.length !== 1) throw new Error(`unsupported anyOf: ${JSON.stringify(schema)}`);
  return { schema: rest[0]!, orNull: true };
}

/** An SDL type as nesting: `[Int!]!` → { nonNull, list: { nonNull, name: 'Int' } }. */
interface Shape {
  nonNull: boolean;
  list?: Shape;
  name?: string;
}
function shapeOf(node: TypeNode): Shape {
  if (node.kind === Kind.NON_NULL_TYPE) return { ...shapeOf(node.type), nonNull: true };
  if (node.kind === Kind.LIST_TYPE) return { nonNull: false, list: shapeOf(node.type) };
  return { nonNull: false, name: node.name.value };
}

const SCALARS: Record<string, readonly string[]> = {
  string: ['String', 'Date'],
  integer: ['Int'],
  number: ['Float'],
  boolean: ['Boolean'],
};

const hasDirective = (field: FieldDefinitionNode, name: string) => field.directives?.some((d) => d.name.value === name) ?? false;

/** Every SDL type the comparison reached: each must be reached once. */
const visited = new Set<string>();

/** Compares the SDL type `typeName` with the object schema `schema`; returns the disagreements. */
function compareType(typeName: string, schema: JsonSchema): string[] {
  visited.add(typeName);
  const def = definitions.get(typeName);
  const spec = SPECS[typeName];
  if (!def) return [`${typeName}: not in the SDL`];
  if (!spec) return [`${typeName}: no entry in this test's SPECS`];
  if (schema.type !== 'object' || !schema.properties) return [`${typeName}: its schema is not an object`];
  const problems: string[] = [];
  const fields = new Map((def.fields ?? []).map((f) => [f.name.value, f]));
  const fromSchema = new Set<string>();
  const required = new Set(schema.required ?? []);

  for (const [prop, raw] of Object.entries(schema.properties)) {
    if (spec.omitted?.[prop]) continue;
    const link = spec.links?.[prop];
    const name = link ?? spec.renamed?.[prop] ?? prop;
    fromSchema.add(name);
    const field = fields.get(name);
    const where = `${typeName}.${name}${name === prop ? '' : ` (schema: ${prop})`}`;
    if (!field) {
      problems.push(`${where}: in the schema, not in the SDL`);
      continue;
    }
    const { schema: prop0, orNull } = unwrap(raw);
    const shape = shapeOf(field.type);
    const optional = !required.has(prop) || orNull;
    const expectNonNull = (!optional && !spec.nullable?.[name]) || (optional && !!spec.defaulted?.[name]);
    if (link) {
      // An asset URL (or a list of them) becomes a nullable File link (a download may fail to resolve).
      const isList = prop0.type === 'array';
      const file = isList ? shape.list : shape;
      if (!hasDirective(field, 'link') || file?.name !== 'File' || file.nonNull || (isList ? prop0.items?.type : prop0.type) !== 'string') {
        problems.push(`${where}: expected ${isList ? '[File]' : 'File'} @link from a string${isList ? ' list' : ''}`);
      }
      // A list of links is as nullable as the list of URLs; each link, and a single one, may not resolve.
      if (isList && shape.nonNull !== expectNonNull) problems.push(`${where}: ${expectNonNull ? 'non-null' : 'nullable'} list expected`);
      continue;
    }
    if (shape.nonNull !== expectNonNull) problems.push(`${where}: ${expectNonNull ? 'non-null' : 'nullable'} expected`);
    problems.push(...compareValue(where, prop0, shape));
  }

  for (const name of fields.keys()) {
    if (!fromSchema.has(name) && !spec.added?.[name])
      problems.push(`${typeName}.${name}: in the SDL, not in the schema (nor listed as added)`);
  }
  for (const name of Object.keys(spec.added ?? {})) {
    if (fromSchema.has(name)) problems.push(`${typeName}.${name}: listed as added but comes from the schema`);
    if (!fields.has(name)) problems.push(`${typeName}.${name}: listed as added but not in the SDL`);
  }
  const listed = { renamed: spec.renamed, omitted: spec.omitted, links: spec.links };
  for (const [kind, map] of Object.entries(listed)) {
    for (const prop of Object.keys(map ?? {})) {
      if (!(prop in schema.properties)) problems.push(`${typeName}: ${kind} '${prop}' is not a schema property`);
    }
  }
  return problems;
}

/** Compares a property's schema (without null) with the field's SDL shape below its own nullability. */
function compareValue(where: string, schema: JsonSchema, shape: Shape): string[] {
  if (schema.type === 'array') {
    if (!shape.list) return [`${where}: a list in the schema, not in the SDL`];
    const items = unwrap(schema.items!);
    // JSON lists hold no nulls unless the schema says so.
    if (shape.list.nonNull === items.orNull) return [`${where}: list items ${items.orNull ? 'nullable' : 'non-null'} expected`];
    return compareValue(`${where}[]`, items.schema, shape.list);
  }
  if (shape.list) return [`${where}: a list in the SDL, not in the schema`];
  if (schema.type === 'object') return compareType(shape.name!, schema);
  const kinds = SCALARS[String(schema.type)];
  if (!kinds) return [`${where}: unsupported schema type ${JSON.stringify(schema.type)}`];
  if (!kinds.includes(shape.name!)) return [`${where}: ${String(schema.type)} in the schema, ${shape.name} in the SDL`];
  return [];
}

/** Schema property names a spec's `nullable` / `defaulted` maps name by their SDL field. */
function unknownOverrides(typeName: string, spec: TypeSpec): string[] {
  const renamed = new Map(Object.entries({ ...spec.renamed }).map(([from, to]) => [to, from]));
  const props = spec.schema?.properties ?? {};
  return [...Object.keys(spec.nullable ?? {}), ...Object.keys(spec.defaulted ?? {})]
    .filter((field) => spec.schema && !(renamed.get(field) ?? field in props))
    .map((field) => `${typeName}.${field}: listed as nullable/defaulted but not a schema property`);
}

// Every node type against its answer; nested types are reached through their parent's fields.
const results = Object.entries(SPECS)
  .filter(([, spec]) => spec.schema)
  .map(([typeName, spec]) => [typeName, [...compareType(typeName, spec.schema!), ...unknownOverrides(typeName, spec)]] as const);

describe('the source plugin’s SDL agrees with the content contract', () => {
  test.each(results)('%s', (_typeName, problems) => {
    expect(problems).toEqual([]);
  });

  test('every SDL type is compared (types the plugin makes up compare against their listed fields)', () => {
    for (const [typeName, def] of definitions) {
      if (visited.has(typeName)) continue;
      const added = SPECS[typeName]?.added ?? {};
      // Types with no schema behind them (tables of contents, pricing cells) list every field as added.
      expect([typeName, (def.fields ?? []).map((f) => f.name.value).sort()]).toEqual([typeName, Object.keys(added).sort()]);
    }
  });

  test('every type and every field says what it holds (GraphiQL and the generated gatsby-types.d.ts show it)', () => {
    const undescribed = [...definitions].flatMap(([typeName, def]) => [
      ...(def.description?.value.trim() ? [] : [typeName]),
      ...(def.fields ?? []).filter((f) => !f.description?.value.trim()).map((f) => `${typeName}.${f.name.value}`),
    ]);
    expect(undescribed).toEqual([]);
  });

  test('the country list is a list of names', () => {
    expect(content.countryNamesSchema).toEqual({ type: 'array', items: { type: 'string' } });
  });
});
