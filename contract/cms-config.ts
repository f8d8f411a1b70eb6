/**
 * The content editor's configuration (Decap CMS, served at /admin): which files of content/ an editor may
 * change and the fields of each, in the shapes content/README.md describes. It is written once, here, in
 * code: gatsby/admin.ts turns it into public/admin/config.yml, and its test reads every file it names and checks
 * the file has exactly these fields. Site settings take their fields from their schema
 * (contract/content/settings.ts), so a new setting appears in the editor without a change here.
 */
import { siteSettingsSchema } from './content/settings';
import { LANGUAGES, DEFAULT_LANGUAGE } from './languages';
import { siteConfig } from '../site.config';
import type { CmsBackendOptions } from './cms-backend';

/** A Decap field (https://decapcms.org/docs/widgets/): the subset of options this configuration uses. */
export interface CmsField {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'number' | 'datetime' | 'image' | 'list' | 'object' | 'select' | 'markdown' | 'hidden';
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  i18n?: boolean | 'duplicate';
  value_type?: 'int';
  min?: number;
  max?: number;
  options?: (string | { label: string; value: string })[];
  fields?: CmsField[];
  field?: CmsField;
  summary?: string;
  collapsed?: boolean;
  date_format?: string;
  time_format?: false;
  format?: string;
  picker_utc?: boolean;
  media_folder?: string;
  public_folder?: string;
}

export interface CmsFile {
  name: string;
  label: string;
  file: string;
  fields: CmsField[];
}

export interface CmsCollection {
  name: string;
  label: string;
  /** A folder collection: one entry per `<id>.<lang>.md` (i18n multiple_files). */
  folder?: string;
  /** A file collection: each file is one entry. */
  files?: CmsFile[];
  extension?: string;
  format?: 'frontmatter' | 'json' | typeof JSON_LIST_FORMAT;
  create?: boolean;
  delete?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  i18n?: boolean;
  media_folder?: string;
  public_folder?: string;
  fields?: CmsField[];
}

/**
 * Most content files are a JSON list at their root, which Decap cannot edit (decap-cms issue #531): this
 * format (registered by src/admin/cms.ts) reads such a file as `{ items: [...] }` and writes the list back.
 */
export const JSON_LIST_FORMAT = 'json-list';
/** The one field of a file in JSON_LIST_FORMAT. */
export const LIST_FIELD = 'items';

/** Where the seed reads content, relative to the repository root (Decap paths are repository paths). */
export const CONTENT_DIR = 'content';

const str = (name: string, label: string, extra: Partial<CmsField> = {}): CmsField => ({ name, label, widget: 'string', ...extra });
const int = (name: string, label: string, extra: Partial<CmsField> = {}): CmsField => ({
  name,
  label,
  widget: 'number',
  value_type: 'int',
  min: 0,
  ...extra,
});
const date = (name: string, label: string, extra: Partial<CmsField> = {}): CmsField => ({
  name,
  label,
  widget: 'datetime',
  format: 'YYYY-MM-DD',
  date_format: 'YYYY-MM-DD',
  time_format: false,
  picker_utc: true,
  ...extra,
});
const image = (name: string, label: string): CmsField => ({ name, label, widget: 'image' });
const select = (name: string, label: string, options: readonly string[]): CmsField => ({
  name,
  label,
  widget: 'select',
  options: [...options],
});
/** A bilingual string (content/README.md): `{ "zh": "…", "en": "…" }`. */
const bi = (name: string, label: string, extra: Partial<CmsField> = {}, long = false): CmsField => ({
  name,
  label,
  widget: 'object',
  summary: '{{fields.zh}} / {{fields.en}}',
  fields: LANGUAGES.map((lang) => ({ name: lang, label: lang, widget: long ? 'text' : 'string' })),
  ...extra,
});
const biText = (name: string, label: string, extra: Partial<CmsField> = {}) => bi(name, label, extra, true);
const list = (name: string, label: string, fields: CmsField[], extra: Partial<CmsField> = {}): CmsField => ({
  name,
  label,
  widget: 'list',
  fields,
  ...extra,
});
/** A list of bilingual strings (`[{ zh, en }]`). */
const biList = (name: string, label: string) => list(name, label, bi('text', label).fields!, { summary: '{{fields.zh}}' });
const intList = (name: string, label: string): CmsField => ({ name, label, widget: 'list', field: int('id', 'id') });
const id = int('id', 'ID', { min: 1, hint: 'A positive integer, stable forever: the page address is built from it.' });

/** A file holding a JSON list of items (JSON_LIST_FORMAT). */
function listFile(name: string, label: string, file: string, fields: CmsField[], summary = '{{fields.title.zh}}'): CmsFile {
  return { name, label, file: `${CONTENT_DIR}/${file}`, fields: [list(LIST_FIELD, label, fields, { summary, collapsed: true })] };
}

/** A collection of JSON-list files (JSON_LIST_FORMAT) whose images go to `content/images/<images>`. */
function listCollection(name: string, label: string, images: string, files: CmsFile[]): CmsCollection {
  return {
    name,
    label,
    format: JSON_LIST_FORMAT,
    media_folder: `/${CONTENT_DIR}/images/${images}`,
    public_folder: `images/${images}`,
    files,
  };
}

/**
 * Markdown bodies `<id>.zh.md` / `<id>.en.md` in `dir`; their id and title stay in the collection's JSON file,
 * unless `extra` fields carry them in the front matter (help articles: helpArticleFields).
 */
function bodies(name: string, label: string, dir: string, images: string, extra: CmsField[] = []): CmsCollection {
  return {
    name,
    label,
    folder: `${CONTENT_DIR}/${dir}`,
    extension: 'md',
    format: 'frontmatter',
    create: true,
    delete: false,
    i18n: true,
    identifier_field: 'id',
    slug: '{{id}}',
    summary: '{{filename}}',
    media_folder: `/${CONTENT_DIR}/images/${images}`,
    public_folder: `images/${images}`,
    fields: [
      {
        ...id,
        widget: 'string',
        pattern: ['^[1-9][0-9]*$', 'A positive integer'],
        i18n: 'duplicate',
        // Bodies written before the editor have no front matter, so no id to show: they are named by it.
        required: false,
        hint: `For a new text: the item's id in its JSON file (title, dates and the rest are there); the files are named <id>.zh.md and <id>.en.md.`,
      },
      ...extra,
      { name: 'body', label: 'Body', widget: 'markdown', i18n: true },
    ],
  };
}

/** A folder of the help menu as the article's folder field offers it: its id and its path of titles. */
export interface HelpFolder {
  id: number;
  label: string;
}

interface HelpTreeNode {
  id: number;
  type: number;
  title: Record<string, string>;
  children?: HelpTreeNode[];
}

/** Every folder of a help tree (content/help/tree.json), labelled by its path in each language. */
export function helpFolders(tree: HelpTreeNode[]): HelpFolder[] {
  const out: HelpFolder[] = [];
  const walk = (nodes: HelpTreeNode[], trail: HelpTreeNode[]) => {
    for (const node of nodes.filter((n) => n.type === 0)) {
      const path = [...trail, node];
      out.push({ id: node.id, label: LANGUAGES.map((lang) => path.map((n) => n.title[lang]).join(' › ')).join(' / ') });
      walk(node.children ?? [], path);
    }
  };
  walk(tree, []);
  return out;
}

/**
 * The front-matter fields that place a help article in the menu: the editor writes them (helpArticleFields),
 * the seed reads them (server/content/load-content.ts helpPlacements).
 */
export const HELP_PLACEMENT_FIELDS = { folder: 'folder', title: 'title', updatedAt: 'updatedAt' } as const;

/**
 * A help article's place in the menu, written into its own files' front matter (server/content/load-content.ts
 * helpPlacements): so an editor adds an article to the menu from the article. Articles written before the
 * editor are placed by help/tree.json and leave these empty.
 */
function helpArticleFields(folders: HelpFolder[]): CmsField[] {
  const field = HELP_PLACEMENT_FIELDS;
  return [
    {
      name: field.folder,
      label: 'Folder',
      widget: 'select',
      options: folders.map((folder) => ({ label: folder.label, value: String(folder.id) })),
      i18n: 'duplicate',
      required: false,
      hint: 'For a new article: the menu folder it appears in, after the articles already there. Leave empty for an article listed in the Help menu.',
    },
    str(field.title, 'Title', {
      i18n: true,
      required: false,
      hint: 'For a new article: its title in this language (the menu, the page, search).',
    }),
    date(field.updatedAt, 'Updated', { i18n: 'duplicate', required: false, hint: 'The "last updated" date the article shows.' }),
  ];
}

/** One level of the help tree; folders nest `depth` levels deep (Decap lists cannot refer to themselves). */
function helpNode(depth: number): CmsField[] {
  const fields: CmsField[] = [
    id,
    bi('title', 'Title'),
    int('type', 'Type', { min: 0, max: 1, hint: '0 = folder, 1 = article (its body is in the help articles)' }),
    date('updatedAt', 'Updated', { required: false, hint: 'Articles only: the "last updated" date' }),
  ];
  if (depth > 1)
    fields.push(list('children', 'Children', helpNode(depth - 1), { required: false, summary: '{{fields.title.zh}}', collapsed: true }));
  return fields;
}
/** How deep the help menu may nest (folder → folder → article today). */
export const HELP_TREE_DEPTH = 4;

interface JsonSchema {
  type?: string;
  enum?: readonly string[];
  pattern?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
}

/** Decap fields for a JSON schema of the contract (objects, lists of objects, texts, enums). */
export function fieldsFromSchema(schema: JsonSchema): CmsField[] {
  return Object.entries(schema.properties ?? {}).map(([name, property]) => fieldFromSchema(name, property));
}
function fieldFromSchema(name: string, schema: JsonSchema): CmsField {
  if (schema.enum) return select(name, name, schema.enum);
  if (schema.type === 'array') return list(name, name, fieldsFromSchema(schema.items ?? {}));
  if (schema.type === 'object') return { name, label: name, widget: 'object', fields: fieldsFromSchema(schema) };
  return str(name, name, schema.pattern ? { pattern: [schema.pattern, `Must match ${schema.pattern}`] } : {});
}

/** Every collection the editor offers; `folders` are the help menu's (helpFolders of content/help/tree.json). */
export const cmsCollections = (folders: HelpFolder[]): CmsCollection[] => [
  bodies('help', 'Help articles', 'help', 'help', helpArticleFields(folders)),
  {
    name: 'help-tree',
    label: 'Help menu',
    format: JSON_LIST_FORMAT,
    files: [listFile('tree', 'Help menu tree', 'help/tree.json', helpNode(HELP_TREE_DEPTH))],
  },
  listCollection('news', 'News', 'news', [
    listFile('news', 'News items', 'news/news.json', [
      id,
      bi('title', 'Title'),
      biText('summary', 'Summary'),
      date('publishedAt', 'Published'),
      image('cover', 'Cover'),
      biList('tags', 'Tags'),
      biText('banner', 'Banner text', { required: false, hint: 'The promoted item only (id 6)' }),
    ]),
  ]),
  bodies('news-bodies', 'News texts', 'news', 'news'),
  listCollection('blog', 'Blog', 'blog', [
    listFile('articles', 'Blog articles', 'blog/articles.json', [
      id,
      bi('title', 'Title'),
      biText('summary', 'Summary'),
      bi('author', 'Author'),
      date('publishedAt', 'Published'),
      image('cover', 'Cover'),
      biList('tags', 'Tags'),
    ]),
  ]),
  bodies('blog-bodies', 'Blog texts', 'blog', 'blog'),
  listCollection('viewpoints', 'Expert articles', 'viewpoints', [
    listFile('articles', 'Expert articles', 'viewpoints/articles.json', [
      id,
      int('tutorId', 'Expert (id in experts)'),
      int('categoryId', 'Category (id in categories)'),
      bi('title', 'Title'),
      biText('summary', 'Summary'),
      biList('keywords', 'Keywords'),
      date('publishedAt', 'Published'),
      image('cover', 'Cover'),
      int('readMinutes', 'Reading time (minutes)', { min: 1 }),
    ]),
    listFile(
      'tutors',
      'Experts',
      'viewpoints/tutors.json',
      [id, bi('name', 'Name'), bi('title', 'Title'), biText('bio', 'Biography'), image('avatar', 'Portrait'), biList('fields', 'Fields')],
      '{{fields.name.zh}}',
    ),
    listFile('categories', 'Categories', 'viewpoints/categories.json', [id, bi('name', 'Name')], '{{fields.name.zh}}'),
  ]),
  bodies('viewpoint-bodies', 'Expert article texts', 'viewpoints', 'viewpoints'),
  listCollection('templates', 'Templates', 'templates', [
    listFile(
      'templates',
      'Templates',
      'templates/templates.json',
      [
        id,
        intList('categoryIds', 'Categories (ids)'),
        bi('name', 'Name'),
        biText('description', 'Description'),
        int('timesUsed', 'Times used'),
        image('cover', 'Cover'),
        list(
          'questions',
          'Questions',
          [
            select('type', 'Type', ['single', 'multiple', 'matrix', 'rating', 'nps', 'text', 'ranking']),
            bi('title', 'Question'),
            { ...biList('options', 'Options'), required: false },
          ],
          { summary: '{{fields.title.zh}}', collapsed: true },
        ),
      ],
      '{{fields.name.zh}}',
    ),
    listFile(
      'categories',
      'Template categories',
      'templates/categories.json',
      [id, select('kind', 'Kind', ['topic', 'scene', 'industry']), bi('name', 'Name')],
      '{{fields.name.zh}}',
    ),
  ]),
  listCollection('specials', 'Special topics', 'templates', [
    listFile('specials', 'Special topics', 'templates/specials.json', [
      id,
      bi('title', 'Title'),
      biText('description', 'Description'),
      image('cover', 'Cover'),
      intList('templateIds', 'Templates (ids)'),
    ]),
  ]),
  {
    name: 'cases',
    label: 'Case studies',
    format: JSON_LIST_FORMAT,
    files: [
      listFile('cases', 'Case studies', 'cases/cases.json', [
        id,
        str('industry', 'Industry (id in industries)'),
        date('publishedAt', 'Published'),
        bi('title', 'Title'),
        bi('client', 'Client'),
        bi('clientName', 'Client name'),
        str('logo', 'Logo mark', { hint: 'A mark of src/components/proof/client-logo.tsx' }),
        biText('summary', 'Summary'),
        biText('question', 'Question'),
        biText('method', 'Method'),
        biText('sample', 'Sample'),
        biList('quotas', 'Quotas'),
        biText('timeline', 'Timeline'),
        biText('outcome', 'Outcome'),
        list('figures', 'Figures', [str('value', 'Value'), bi('label', 'Label')], { summary: '{{fields.value}}' }),
        {
          name: 'testimonial',
          label: 'Testimonial',
          widget: 'object',
          fields: [biText('quote', 'Quote'), bi('person', 'Person'), bi('role', 'Role')],
        },
      ]),
      {
        name: 'industries',
        label: 'Industries',
        file: `${CONTENT_DIR}/cases/industries.json`,
        fields: [list(LIST_FIELD, 'Industries', [str('id', 'ID'), bi('name', 'Name')], { summary: '{{fields.name.zh}}' })],
      },
    ],
  },
  {
    name: 'jobs',
    label: 'Jobs',
    format: JSON_LIST_FORMAT,
    files: [
      listFile('jobs', 'Job positions', 'jobs/jobs.json', [
        id,
        select('group', 'Group', ['developer', 'operation', 'researcher']),
        bi('title', 'Title'),
        bi('level', 'Level'),
        select(
          'location',
          'Office',
          siteConfig.offices.map((office) => office.id),
        ),
        biList('demands', 'Requirements'),
        biList('duties', 'Duties'),
      ]),
    ],
  },
  {
    name: 'settings',
    label: 'Site settings',
    format: 'json',
    files: [
      { name: 'settings', label: 'Site settings', file: `${CONTENT_DIR}/settings.json`, fields: fieldsFromSchema(siteSettingsSchema) },
    ],
  },
];

/** The whole Decap configuration for `options` (read from the environment by gatsby/admin.ts) and the help menu's folders. */
export function cmsConfig(options: CmsBackendOptions = {}, folders: HelpFolder[] = []) {
  return {
    backend: {
      name: options.backend ?? 'github',
      ...(options.repo ? { repo: options.repo } : {}),
      branch: options.branch ?? 'main',
      ...(options.authUrl ? { base_url: options.authUrl } : {}),
      commit_messages: { create: 'content: create {{collection}} “{{slug}}”', update: 'content: update {{collection}} “{{slug}}”' },
    },
    // On localhost Decap asks decap-server (which writes into the working copy) instead of the Git host.
    local_backend: options.localBackendUrl ? { url: options.localBackendUrl } : true,
    media_folder: `${CONTENT_DIR}/images`,
    public_folder: 'images',
    i18n: { structure: 'multiple_files', locales: [...LANGUAGES], default_locale: DEFAULT_LANGUAGE },
    collections: cmsCollections(folders),
  };
}
