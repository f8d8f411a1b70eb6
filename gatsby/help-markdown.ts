import fs from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { siteConfig } from '../site.config';
import { LANGUAGES, localizedPath, type Language } from '../src/i18n/languages';
import { writeChangedFiles } from './file-memo';

interface Row {
  apiId: number;
  lang: string;
  title: string;
  type: number;
  parentId: number | null;
  updatedAt: string | null;
  markdown: string | null;
  relatedIds: number[];
  crumbs: { title: string }[];
}
interface Plan {
  lang: string;
  name: string;
  helpIds: number[];
}

/** Where a help article's Markdown copy is published: beside its page, `/help/101.md`, `/en/help/101.md`. */
export const helpMarkdownPath = (id: number, lang: Language) => `${localizedPath(`/help/${id}`, lang)}.md`;

const absolute = (p: string) => `${siteConfig.siteUrl}${p}`;
/**
 * Site-relative links and images in the body become absolute: the copy is read outside the site. The body
 * is its source Markdown, so they may also be reference definitions or raw `<img src>` / `<a href>`.
 */
const absoluteLinks = (md: string) =>
  md
    .replace(/\]\((\/(?!\/)[^)\s]*)([)\s])/g, (_m, p: string, end: string) => `](${absolute(p)}${end}`)
    .replace(/^( {0,3}\[[^\]]+\]:[ \t]*)(\/(?!\/)\S*)/gm, (_m, head: string, p: string) => `${head}${absolute(p)}`)
    .replace(/(\s(?:src|href)=")(\/(?!\/)[^"]*)"/g, (_m, head: string, p: string) => `${head}${absolute(p)}"`);

/** The copy's own words in each language: locales/<language>/markdown.json (read once, at build). */
type Labels = { url: string; updated: string; plans: string; related: string; section: string; listSeparator: string };
const LABELS = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, JSON.parse(readFileSync(path.resolve(__dirname, '../locales', lang, 'markdown.json'), 'utf8')) as Labels]),
) as Record<Language, Labels>;

/** One article as a Markdown document: title, canonical URL, date, plans, body, related articles. */
export function articleMarkdown(row: Row, lang: Language, byId: Map<number, Row>, plans: string[]): string {
  const l = LABELS[lang];
  const lines = [`# ${row.title}`, '', `> ${l.url}: ${absolute(localizedPath(`/help/${row.apiId}`, lang))}`];
  if (row.updatedAt) lines.push(`> ${l.updated}: ${row.updatedAt.slice(0, 10)}`);
  if (plans.length > 0) lines.push(`> ${l.plans}: ${plans.join(l.listSeparator)}`);
  lines.push('', absoluteLinks(row.markdown ?? ''));
  const related = row.relatedIds.map((id) => byId.get(id)).filter((r): r is Row => r !== undefined);
  if (related.length > 0) {
    lines.push('', `## ${l.related}`, '', ...related.map((r) => `- [${r.title}](${absolute(helpMarkdownPath(r.apiId, lang))})`));
  }
  return `${lines.join('\n')}\n`;
}

/** The llms.txt index (llmstxt.org): the help centre in both languages, each article's Markdown copy. */
export function llmsTxt(rows: Row[]): string {
  const out = [
    `# ${siteConfig.brand.en} (${siteConfig.brand.zh})`,
    '',
    `> ${siteConfig.brand.en} is an online survey platform with a respondent panel, samples and research services. ` +
      'Its help centre explains how to build surveys, collect responses, analyse data and manage plans. Every article is ' +
      'listed below as Markdown, in English and in Chinese; the same address without `.md` is its web page.',
    '',
  ];
  // English first: the index is read in English; then the other languages.
  for (const lang of [...LANGUAGES].sort((a, b) => Number(b === 'en') - Number(a === 'en'))) {
    out.push(`## ${LABELS[lang].section}`, '');
    for (const r of rows.filter((x) => x.lang === lang && x.type === 1)) {
      const where = r.crumbs.map((c) => c.title).join(' › ');
      out.push(`- [${r.title}](${absolute(helpMarkdownPath(r.apiId, lang))})${where ? `: ${where}` : ''}`);
    }
    out.push('');
  }
  out.push(
    '## Optional',
    '',
    `- [Sample size calculator](${absolute('/en/tools/sample-size')}): completes needed for a margin of error and confidence level`,
    `- [Data quality](${absolute('/en/quality')}): panel recruitment, verification and fraud checks`,
    `- [Case studies](${absolute('/en/cases')}): projects with their method, sample, quotas, timeline and outcome`,
    `- [Pricing](${absolute('/en/quoted')}): plans and what each includes`,
    '',
  );
  return out.join('\n');
}

/**
 * Removes the `.md` copies under `publicDir` of articles not in `kept`: Gatsby removes a page it no longer
 * makes from public/ on an incremental build, and its copy must go with it (a deleted or rolled-back article
 * would otherwise still be served as Markdown). Answers how many it removed.
 */
export async function removeStaleHelpMarkdown(publicDir: string, kept: string[]): Promise<number> {
  const keep = new Set(kept.map((file) => path.resolve(file)));
  let removed = 0;
  for (const lang of LANGUAGES) {
    const dir = path.join(publicDir, path.dirname(helpMarkdownPath(1, lang)));
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((n) => /^\d+\.md$/.test(n))) {
      if (keep.has(path.join(dir, name))) continue;
      await fs.rm(path.join(dir, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Writes `/help/{id}.md` (and `/en/help/{id}.md`) for every help article and `/llms.txt`, at build time
 * from the source plugin's nodes (the API's content).
 */
export async function writeHelpMarkdown({ graphql, store, reporter }: Pick<CreatePagesArgs, 'graphql' | 'store' | 'reporter'>) {
  const result = await graphql<{ help: { nodes: Row[] }; plans: { nodes: Plan[] } }>(`
    {
      help: allSiteApiHelp(sort: { position: ASC }) {
        nodes {
          apiId
          lang
          title
          type
          parentId
          updatedAt
          markdown
          relatedIds
          crumbs {
            title
          }
        }
      }
      plans: allSiteApiPricingPlan(sort: { position: ASC }) {
        nodes {
          lang
          name
          helpIds
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('help Markdown: query failed', result.errors);
    return;
  }
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, 'public');
  const { help, plans } = result.data;
  const files: (readonly [file: string, markdown: string])[] = [];
  for (const lang of LANGUAGES) {
    const rows = help.nodes.filter((n) => n.lang === lang);
    const byId = new Map(rows.map((r) => [r.apiId, r]));
    for (const row of rows.filter((r) => r.type === 1)) {
      const planNames = plans.nodes.filter((p) => p.lang === lang && p.helpIds.includes(row.apiId)).map((p) => p.name);
      files.push([path.join(publicDir, helpMarkdownPath(row.apiId, lang)), articleMarkdown(row, lang, byId, planNames)]);
    }
  }
  // Written only when it changed: the post-build passes then skip the file.
  await writeChangedFiles(files);
  const removed = await removeStaleHelpMarkdown(
    publicDir,
    files.map(([file]) => file),
  );
  const count = files.length;
  await fs.writeFile(path.join(publicDir, 'llms.txt'), llmsTxt(help.nodes));
  reporter.info(`help Markdown: ${count} articles and llms.txt${removed ? `; ${removed} of articles no longer published removed` : ''}`);
}
