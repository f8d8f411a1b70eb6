import fs from 'node:fs';
import path from 'node:path';
import { marked } from 'marked';
import { parse as parseYaml } from 'yaml';
import { isLanguage, LANGUAGES, type Language } from '../../contract/languages';
import { HELP_PLACEMENT_FIELDS as FIELD } from '../../contract/cms-config';
import { checkSiteSettings, type SiteSettings } from '../../contract/content/settings';
import { fillPlaceholders } from '../../contract/placeholders';
import type { HelpText, NewDocument, NewHelpNode } from '../repositories/content-repository';

/** Where the API serves `content/images/…` and `content/files/…`; content refers to them by their path under content/. */
export const ASSET_PREFIX = '/designer/v1/assets/';

export type Lang = Language;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export class ContentError extends Error {}

function readJson(file: string): Json {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
  } catch (error) {
    throw new ContentError(`content: cannot read ${file}: ${(error as Error).message}`);
  }
}

const IMAGE_REF = /^images\/[\w./-]+\.(svg|png|jpe?g|webp|gif)$/i;
/** Files offered for download (course material…): data, text and documents, never scripts or pages. */
export const FILE_REF = /^files\/[\w./-]+\.(csv|txt|pdf|docx|xlsx|zip)$/i;

/**
 * Content names images and files relative to content/; the API serves them under ASSET_PREFIX. A named
 * file that is not there fails the seed (a page would otherwise link to nothing).
 */
function rewriteAssets(value: Json, dir: string, where: string): Json {
  if (typeof value === 'string') {
    if (!IMAGE_REF.test(value) && !FILE_REF.test(value)) return value;
    if (!fs.existsSync(path.join(dir, value))) throw new ContentError(`content: ${where} names ${value}, which does not exist`);
    return ASSET_PREFIX + value;
  }
  if (Array.isArray(value)) return value.map((v) => rewriteAssets(v, dir, where));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteAssets(v, dir, where)]));
  }
  return value;
}

/** content/settings.json of `dir`, checked against its schema (contract/content/settings.ts). */
export function loadSettings(dir: string): SiteSettings {
  const file = path.join(dir, 'settings.json');
  const json = readJson(file);
  try {
    return checkSiteSettings(json);
  } catch (error) {
    throw new ContentError(`content: ${file}: ${(error as Error).message}`);
  }
}

/**
 * Content text with its placeholders (prices, settings' tokens) written out in `lang`
 * (contract/placeholders.ts); one that cannot be read fails the seed naming the place and the token.
 */
/** A figure and its scale word share a line in English ("4 million", never "4 / million" in a heading). */
const FIGURE_AND_SCALE = /(\d)[ \t]+(thousand|million|billion)\b/g;

function withPlaceholders(text: string, lang: Lang, where: string, settings: SiteSettings): string {
  try {
    const filled = fillPlaceholders(text, lang, settings);
    return lang === 'en' ? filled.replace(FIGURE_AND_SCALE, '$1\u00a0$2') : filled;
  } catch (error) {
    throw new ContentError(`content: ${where}: ${(error as Error).message}`);
  }
}

/**
 * Every `{ zh, en }` string under `value` with its placeholders written out in its own language; a document
 * with a `lang` of its own (seo.json) writes all of its strings in that language.
 */
function fillContent(value: Json, lang: Lang | null, where: string, settings: SiteSettings): Json {
  if (typeof value === 'string') return lang ? withPlaceholders(value, lang, where, settings) : value;
  if (Array.isArray(value)) return value.map((v) => fillContent(v, lang, where, settings));
  if (value && typeof value === 'object') {
    const own = isLanguage(value.lang) ? value.lang : lang;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillContent(v, isLanguage(k) ? k : own, where, settings)]));
  }
  return value;
}

/** Relative image paths of `<img src>` become asset URLs. */
const htmlAssets = (html: string) =>
  html.replace(/(<img[^>]*\ssrc=")(images\/[^"]+)"/g, (_m, head: string, src: string) => `${head}${ASSET_PREFIX}${src}"`);

/** Markdown to HTML; relative image paths become asset URLs. */
export function renderMarkdown(markdown: string): string {
  return htmlAssets(marked.parse(markdown, { async: false, gfm: true }) as string);
}

/** A fenced code block (``` or ~~~, up to three spaces in), to its closing fence or the end of the text. */
const FENCE = /^ {0,3}(`{3,}|~{3,})[^\n]*(?:\n[\s\S]*?(?:\n {0,3}\1[`~]*[ \t]*(?=\n|$)|$)|$)/gm;
/** `![alt](images/…)` (an alt text may hold one level of brackets) and `[label]: images/…` definitions. */
const MARKDOWN_IMAGE = /(!\[(?:[^[\]]|\[[^\]]*\])*\]\([ \t]*<?)(images\/)/g;
const IMAGE_DEFINITION = /^( {0,3}\[[^\]]+\]:[ \t]*<?)(images\/)/gm;

/**
 * Markdown whose images point where renderMarkdown's HTML points them: relative image paths become asset
 * URLs in image syntax, reference definitions and raw `<img>` tags, never inside fenced code (which the
 * HTML shows as text). The source plugin then maps each of them to the file the build published, as it
 * does the HTML's (plugins/gatsby-source-site-api/help-markdown.ts).
 */
export function markdownAssets(markdown: string): string {
  const rewrite = (text: string) =>
    htmlAssets(text)
      .replace(MARKDOWN_IMAGE, (_m, head: string, dir: string) => `${head}${ASSET_PREFIX}${dir}`)
      .replace(IMAGE_DEFINITION, (_m, head: string, dir: string) => `${head}${ASSET_PREFIX}${dir}`);
  let out = '';
  let last = 0;
  for (const m of markdown.matchAll(FENCE)) {
    out += rewrite(markdown.slice(last, m.index)) + m[0];
    last = m.index + m[0].length;
  }
  return out + rewrite(markdown.slice(last));
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * A body file without its front matter. The content editor (Decap CMS, /admin) writes the entry's id as
 * front matter above the body (and, for a help article, its place in the menu: helpPlacements); the body
 * is what follows.
 */
export function stripFrontMatter(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(FRONT_MATTER, '').replace(/^(\r?\n)+/, '');
}

/** The YAML front matter of a body file's `text` as an object (empty without one); bad YAML fails the seed naming the file. */
function frontMatterOf(file: string, text: string): Record<string, unknown> {
  const match = FRONT_MATTER.exec(text.replace(/^\uFEFF/, ''));
  if (!match) return {};
  try {
    const value: unknown = parseYaml(match[1]!);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch (error) {
    throw new ContentError(`content: ${file}: its front matter is not YAML: ${(error as Error).message.split('\n')[0]}`);
  }
}

/**
 * A body file's Markdown: front matter dropped, placeholders written out in `lang`; null when absent and not
 * required. `texts` holds files already read (the help folder's, read once for their front matter too).
 */
function readMarkdown(
  dir: string,
  id: string | number,
  lang: Lang,
  required: boolean,
  settings: SiteSettings,
  texts?: ReadonlyMap<string, string>,
): string | null {
  const file = path.join(dir, `${id}.${lang}.md`);
  const text = texts?.get(file) ?? (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
  if (text === null) {
    if (required) throw new ContentError(`content: missing ${file}`);
    return null;
  }
  return withPlaceholders(stripFrontMatter(text), lang, file, settings);
}

function readBody(dir: string, id: string | number, lang: Lang, required: boolean, settings: SiteSettings): string | null {
  const markdown = readMarkdown(dir, id, lang, required, settings);
  return markdown === null ? null : renderMarkdown(markdown);
}

/** A `{ zh, en }` value: a string in every language of contract/languages.ts. */
function perLanguage(value: Json, where: string): Record<Lang, string> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const texts = LANGUAGES.map((lang) => [lang, value[lang]] as const);
    if (texts.every(([, text]) => typeof text === 'string')) return Object.fromEntries(texts) as Record<Lang, string>;
  }
  throw new ContentError(`content: ${where} must be { ${LANGUAGES.join(', ')} }`);
}

interface HelpSource {
  id: number;
  title: Json;
  type: number;
  updatedAt?: string;
  children?: HelpSource[];
}

/** A help node's text in `lang`: its title, and for an article its body as HTML and as the Markdown it came from. */
function helpText(
  dir: string,
  id: number,
  lang: Lang,
  title: string,
  isArticle: boolean,
  settings: SiteSettings,
  texts: ReadonlyMap<string, string>,
): HelpText {
  const markdown = isArticle ? readMarkdown(path.join(dir, 'help'), id, lang, true, settings, texts) : null;
  return {
    title,
    html: markdown === null ? null : renderMarkdown(markdown),
    markdown: markdown === null ? null : markdownAssets(markdown),
  };
}

/** A help article placed by its own files (the content editor's fields) rather than by help/tree.json. */
interface HelpPlacement {
  folder: number;
  source: HelpSource;
  file: string;
}

const positiveInt = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^[1-9]\d*$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

/** Every help body file (`<id>.<lang>.md`) by its path, each read once: its front matter places it, its body is the page. */
function helpTexts(helpDir: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const name of fs.readdirSync(helpDir).sort()) {
    const m = /^(\d+)\.([a-z]+)\.md$/.exec(name);
    if (m && isLanguage(m[2])) texts.set(path.join(helpDir, name), fs.readFileSync(path.join(helpDir, name), 'utf8'));
  }
  return texts;
}

/**
 * Help articles that name their folder in their front matter: `folder` (a folder's id in help/tree.json),
 * `title` in each language's file, `updatedAt` optionally (YYYY-MM-DD). This is how the content editor
 * adds an article to the menu from the article itself (contract/cms-config.ts); help/tree.json holds the
 * folders and the articles written before it. Each folder's placed articles follow its own children, by id.
 */
export function helpPlacements(helpDir: string, texts: ReadonlyMap<string, string> = helpTexts(helpDir)): Map<number, HelpPlacement> {
  const byId = new Map<number, { file: string; matter: Record<Lang, Record<string, unknown>> }>();
  for (const [file, text] of texts) {
    const m = /^(\d+)\.([a-z]+)\.md$/.exec(path.basename(file));
    if (!m || !isLanguage(m[2])) continue;
    const entry = byId.get(Number(m[1])) ?? { file, matter: {} as Record<Lang, Record<string, unknown>> };
    entry.matter[m[2]] = frontMatterOf(file, text);
    byId.set(Number(m[1]), entry);
  }
  const placements = new Map<number, HelpPlacement>();
  for (const [id, { file, matter }] of [...byId].sort(([a], [b]) => a - b)) {
    // The editor may write an empty field ("" or null) for an article the menu file places.
    const named = LANGUAGES.filter((lang) => ![undefined, null, ''].includes(matter[lang]?.[FIELD.folder] as string));
    if (named.length === 0) continue;
    const where = `help ${id} (${path.join(path.dirname(file), `${id}.<lang>.md`)})`;
    const folders = new Set(LANGUAGES.map((lang) => positiveInt(matter[lang]?.[FIELD.folder])));
    const [folder] = [...folders];
    if (named.length !== LANGUAGES.length || folders.size !== 1 || !folder) {
      throw new ContentError(`content: ${where}: every language's file must name the same folder, a folder's id`);
    }
    const title = Object.fromEntries(LANGUAGES.map((lang) => [lang, matter[lang]?.[FIELD.title]])) as Record<Lang, unknown>;
    const missing = LANGUAGES.filter((lang) => typeof title[lang] !== 'string' || !(title[lang] as string).trim());
    if (missing.length) throw new ContentError(`content: ${where}: no title in ${missing.join(', ')}`);
    const updated = LANGUAGES.map((lang) => matter[lang]?.[FIELD.updatedAt]).find((value) => value !== undefined && value !== '');
    if (updated !== undefined && (typeof updated !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(updated))) {
      throw new ContentError(`content: ${where}: updatedAt must be YYYY-MM-DD`);
    }
    placements.set(id, {
      folder,
      file,
      source: { id, type: 1, title: title as Json, ...(updated ? { updatedAt: updated } : {}) },
    });
  }
  return placements;
}

function loadHelp(dir: string, settings: SiteSettings): NewHelpNode[] {
  const tree = readJson(path.join(dir, 'help', 'tree.json')) as unknown as HelpSource[];
  const texts = helpTexts(path.join(dir, 'help'));
  const placements = helpPlacements(path.join(dir, 'help'), texts);
  const placedIn = new Map<number, HelpSource[]>();
  for (const [, { folder, source }] of placements) placedIn.set(folder, [...(placedIn.get(folder) ?? []), source]);
  const rows: NewHelpNode[] = [];
  const seen = new Set<number>();
  const walk = (nodes: HelpSource[], parent: number | null, fromTree = true) => {
    for (const node of nodes) {
      if (fromTree && placements.has(node.id)) {
        throw new ContentError(
          `content: help ${node.id} is in help/tree.json and its files name folder ${placements.get(node.id)!.folder}: keep one place`,
        );
      }
      if (!Number.isInteger(node.id) || node.id <= 0 || seen.has(node.id)) {
        throw new ContentError(`content: help id ${node.id} is not a unique positive integer`);
      }
      seen.add(node.id);
      const title = perLanguage(fillContent(node.title, null, `help ${node.id} title`, settings), `help ${node.id} title`);
      const isArticle = node.type === 1;
      rows.push({
        id: node.id,
        parent_id: parent,
        position: rows.length,
        type: isArticle ? 1 : 0,
        updated_at: node.updatedAt ?? null,
        text: Object.fromEntries(
          LANGUAGES.map((lang) => [lang, helpText(dir, node.id, lang, title[lang], isArticle, settings, texts)]),
        ) as Record<Lang, HelpText>,
      });
      if (!isArticle) {
        walk(node.children ?? [], node.id);
        walk(placedIn.get(node.id) ?? [], node.id, false);
        placedIn.delete(node.id);
      }
    }
  };
  walk(tree, null);
  for (const [folder, articles] of placedIn) {
    const names = articles.map((article) => article.id).join(', ');
    throw new ContentError(`content: help ${names} name folder ${folder}, which is not a folder of help/tree.json`);
  }
  return rows;
}

/** One collection: a JSON array of items with an `id`, plus optional Markdown bodies beside it. */
interface CollectionSource {
  collection: string;
  file: string;
  /** Pick the array out of the file (default: the file is the array). */
  pick?: (json: Json) => Json[];
  /** Folder holding `<id>.<lang>.md`; `required` when every item must have a body. */
  bodies?: { dir: string; required: boolean };
  idOf?: (item: Record<string, Json>) => string;
}

const sources: CollectionSource[] = [
  { collection: 'template-category', file: 'templates/categories.json' },
  { collection: 'template', file: 'templates/templates.json' },
  { collection: 'template-special', file: 'templates/specials.json' },
  { collection: 'tutor', file: 'viewpoints/tutors.json' },
  { collection: 'viewpoint-category', file: 'viewpoints/categories.json' },
  { collection: 'viewpoint', file: 'viewpoints/articles.json', bodies: { dir: 'viewpoints', required: true } },
  { collection: 'news', file: 'news/news.json', bodies: { dir: 'news', required: true } },
  { collection: 'blog', file: 'blog/articles.json', bodies: { dir: 'blog', required: true } },
  { collection: 'college', file: 'colleges/items.json', bodies: { dir: 'colleges', required: false } },
  { collection: 'job', file: 'jobs/jobs.json' },
  { collection: 'team', file: 'team/team.json' },
  { collection: 'label-group', file: 'samples/label-groups.json' },
  { collection: 'car-filter', file: 'samples/car-filters.json' },
  { collection: 'country-sample', file: 'samples/country-samples.json' },
  { collection: 'country', file: 'countries.json', idOf: (item) => String(item.code) },
  { collection: 'proof', file: 'proof/items.json' },
  { collection: 'plan', file: 'pricing/plans.json', pick: (json) => (json as { plans: Json[] }).plans },
  { collection: 'plan-row', file: 'pricing/plans.json', pick: (json) => (json as { rows: Json[] }).rows },
  { collection: 'college-nav', file: 'colleges/nav.json' },
  { collection: 'college-banner', file: 'colleges/banner.json' },
  { collection: 'college-coupon', file: 'colleges/coupons.json' },
  { collection: 'research-offering', file: 'research/offerings.json' },
  { collection: 'quality', file: 'quality/page.json', bodies: { dir: 'quality', required: true } },
  { collection: 'case-industry', file: 'cases/industries.json' },
  { collection: 'case', file: 'cases/cases.json' },
  {
    collection: 'seo',
    file: 'seo.json',
    idOf: (item) => `${String(item.lang)}:${String(item.url)}`,
  },
];

const LEGAL = [
  { id: 'agreement', title: { zh: '服务条款', en: 'Terms of Service' } },
  { id: 'privacy', title: { zh: '隐私政策', en: 'Privacy Policy' } },
];

/** One value per language of the site, in the order of contract/languages.ts. */
const eachLanguage = <T>(of: (lang: Language) => T) => Object.fromEntries(LANGUAGES.map((lang) => [lang, of(lang)])) as Record<Language, T>;

export interface LoadedContent {
  help: NewHelpNode[];
  collections: Map<string, NewDocument[]>;
}

/** Reads and checks everything under `dir`; throws ContentError naming the file at the first problem. */
export function loadContent(dir: string): LoadedContent {
  const settings = loadSettings(dir);
  const collections = new Map<string, NewDocument[]>();
  for (const source of sources) {
    const json = readJson(path.join(dir, source.file));
    const items = source.pick ? source.pick(json) : json;
    if (!Array.isArray(items)) throw new ContentError(`content: ${source.file} must hold a list`);
    const seen = new Set<string>();
    const docs = items.map((raw, position) => {
      const item = raw as Record<string, Json>;
      const id = source.idOf ? source.idOf(item) : String(item.id);
      if (!id || id === 'undefined' || seen.has(id)) {
        throw new ContentError(`content: ${source.file} item ${position} has a missing or repeated id`);
      }
      seen.add(id);
      const bodyDir = source.bodies && path.join(dir, source.bodies.dir);
      return {
        id,
        position,
        data: JSON.stringify(fillContent(rewriteAssets(item, dir, `${source.file} item ${id}`), null, `${source.file} item ${id}`, settings)),
        html: eachLanguage((lang) => (bodyDir ? readBody(bodyDir, id, lang, source.bodies!.required, settings) : null)),
      };
    });
    collections.set(source.collection, docs);
  }
  collections.set(
    'legal',
    LEGAL.map((doc, position) => ({
      id: doc.id,
      position,
      data: JSON.stringify({ id: doc.id, title: doc.title }),
      html: eachLanguage((lang) => readBody(path.join(dir, 'legal'), doc.id, lang, true, settings)),
    })),
  );
  return { help: loadHelp(dir, settings), collections };
}
