/**
 * `npm run content:generate -- --articles N [--out dir] [--shared-images]`: a copy of content/ whose help
 * centre has N articles per language, for measuring the build at scale (STYLE.md: "cost at scale is
 * tested, not hoped for"; `npm run bench:scale` uses it).
 *
 * Everything else the site needs (news, templates, legal…) is copied as it is; the help tree is replaced
 * by one three levels deep (top sections → sub-folders → articles) that keeps the seed's 33 articles
 * under their ids (so /help/101 exists at every size) and adds N − 33 more:
 * - folders 2001…, articles 10001… (the seed uses 1–5, 11–52 and 101–133: nothing collides);
 * - about 24 articles per sub-folder and 8 sub-folders per section, uneven like a real help centre;
 * - titles and bodies in zh and en from the vocabulary of scripts/scale-vocabulary.ts mixed with blocks
 *   of the seed articles themselves (paragraphs, lists, tables, quotes, code), so search and "related
 *   articles" see realistic term distributions; headings, steps, tables, code and FAQs like the seed's;
 *   bodies as long as the seed's (median about 3 KB of Markdown), with a tail of long ones up to about 7 KB;
 * - images: four in ten articles show one or two of the seed's screenshots and diagrams. Each is its own
 *   file (a hard link to the seed image under images/help/gen/, so the disk holds it once) and the build
 *   processes it as a new image, as it would a real screenshot; `--shared-images` names the seed files
 *   instead (processed once per build, whatever N).
 * The same N always gives the same content (a PRNG seeded by N).
 *
 * Default output: <tmpdir>/askora-content-N. The output folder is replaced (it must be one this script
 * wrote, or empty); a folder inside the repository's content/ is refused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as V from './scale-vocabulary';
import type { Pair } from './scale-vocabulary';
import { seededRandom } from '../src/lib/seeded-random';

export const ROOT = path.resolve(__dirname, '..');
export const SEED_CONTENT = path.join(ROOT, 'content');
/** The file that marks a folder as this script's output (so it may be replaced). */
export const MARKER = '.generated-content.json';

export const LANGS = ['zh', 'en'] as const;
export type Lang = (typeof LANGS)[number];
type Bilingual = { zh: string; en: string };

export interface HelpNode {
  id: number;
  title: Bilingual;
  type: 0 | 1;
  updatedAt?: string;
  children?: HelpNode[];
}

export interface SeedHelp {
  tree: HelpNode[];
  /** `<id>.<lang>` → Markdown. */
  bodies: Map<string, string>;
  /** Image files under content/images/help/ (names only), e.g. `110-skip-flow-en.svg`. */
  images: string[];
}

export interface GeneratedHelp {
  tree: HelpNode[];
  /** File name under help/ (`10001.zh.md`) → Markdown, for the generated articles only. */
  bodies: Map<string, string>;
  /** Images to create: `to` and `from`, both relative to the content folder. */
  images: { from: string; to: string }[];
}

export interface GenerateOptions {
  /** Name the seed's image files instead of one file per use. */
  sharedImages?: boolean;
}

export const FIRST_FOLDER_ID = 2001;
export const FIRST_ARTICLE_ID = 10001;

/** mulberry32: small, fast, and the same sequence on every machine. */
/** The generator's random numbers: the same `seed` gives the same content. */
export const prng = (seed: number): (() => number) => seededRandom(seed).next;

export function readSeedHelp(contentDir = SEED_CONTENT): SeedHelp {
  const helpDir = path.join(contentDir, 'help');
  const tree = JSON.parse(fs.readFileSync(path.join(helpDir, 'tree.json'), 'utf8')) as HelpNode[];
  const bodies = new Map<string, string>();
  for (const file of fs.readdirSync(helpDir)) {
    const m = /^(\d+)\.(zh|en)\.md$/.exec(file);
    if (m) bodies.set(`${m[1]}.${m[2]}`, fs.readFileSync(path.join(helpDir, file), 'utf8'));
  }
  const imageDir = path.join(contentDir, 'images', 'help');
  const images = fs.existsSync(imageDir) ? fs.readdirSync(imageDir).filter((f) => /\.(png|svg|jpe?g|webp)$/i.test(f)) : [];
  return { tree, bodies, images: images.sort() };
}

/** Every article of a tree, in menu order. */
export function articlesOf(tree: HelpNode[]): HelpNode[] {
  const out: HelpNode[] = [];
  const walk = (nodes: HelpNode[]) => nodes.forEach((n) => (n.type === 1 ? out.push(n) : walk(n.children ?? [])));
  walk(tree);
  return out;
}

type BlockKind = 'para' | 'list' | 'table' | 'quote' | 'code';

export interface SeedBlock {
  kind: BlockKind;
  text: string;
}

/**
 * The seed bodies' blocks a generated article may reuse, per article and language: paragraphs, lists,
 * tables, quotes and code, without headings, images and the closing "Related" lines (those are
 * generated). The seed's zh and en bodies are translations, so the same article and the same relative
 * place give parallel blocks in both languages.
 */
export function seedBlocks(seed: SeedHelp): Map<number, Record<Lang, SeedBlock[]>> {
  const out = new Map<number, Record<Lang, SeedBlock[]>>();
  for (const [key, md] of [...seed.bodies.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const [idText, lang] = key.split('.') as [string, Lang];
    const entry = out.get(Number(idText)) ?? { zh: [], en: [] };
    out.set(Number(idText), entry);
    const blocks: string[] = [];
    let fence: string[] | null = null;
    for (const block of md.split(/\n{2,}/)) {
      if (fence) {
        fence.push(block);
        if (/^```\s*$/m.test(block)) {
          blocks.push(fence.join('\n\n'));
          fence = null;
        }
      } else if (block.trimStart().startsWith('```') && (block.match(/^```/gm) ?? []).length % 2 === 1) {
        fence = [block];
      } else {
        blocks.push(block);
      }
    }
    for (const raw of blocks) {
      const text = raw.trim();
      if (!text || /^#/.test(text) || /!\[/.test(text) || /^(相关文章|Related)/.test(text)) continue;
      const kind: BlockKind = text.startsWith('```')
        ? 'code'
        : text.startsWith('|')
          ? 'table'
          : text.startsWith('>')
            ? 'quote'
            : /^(\d+\.|-|\*) /.test(text)
              ? 'list'
              : 'para';
      entry[lang].push({ kind, text });
    }
  }
  return out;
}

const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

interface Slots {
  f: Pair;
  g: Pair;
  c: Pair;
  b: Pair;
  m: Pair;
  k: Pair;
  d: Pair;
  n: number;
  p: string;
  id: number;
}

/** Fills `{f}`, `{F}` (capitalised), `{g}`, `{G}`, `{c}`… in one language. */
function fill(pattern: string, lang: Lang, s: Slots): string {
  const i = lang === 'zh' ? 0 : 1;
  return pattern.replace(/\{([a-zA-Z]+)\}/g, (whole, key: string) => {
    switch (key) {
      case 'f':
      case 'g':
      case 'c':
      case 'b':
      case 'm':
      case 'k':
      case 'd':
        return s[key][i];
      case 'F':
        return capitalize(s.f[i]);
      case 'G':
        return capitalize(s.g[i]);
      case 'n':
        return String(s.n);
      case 'p':
        return s.p;
      case 'id':
        return String(s.id);
      default:
        return whole;
    }
  });
}

interface Plan {
  id: number;
  title: Bilingual;
  topic: V.Topic;
  folderArticles: number[];
}

/**
 * The help tree for `articles` articles per language, and the bodies and images of the articles it adds.
 * Pure: the same seed and N give the same result.
 */
export function generateHelp(seed: SeedHelp, articles: number, options: GenerateOptions = {}): GeneratedHelp {
  const seedArticles = articlesOf(seed.tree);
  if (!Number.isInteger(articles) || articles < seedArticles.length) {
    throw new Error(`--articles must be an integer of at least ${seedArticles.length} (the seed's articles)`);
  }
  const random = prng(articles * 2654435761);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const chance = (p: number) => random() < p;
  /** `k` different entries of `list` (all of them when it is shorter). */
  const sample = <T>(list: readonly T[], k: number): T[] => {
    const rest = [...list];
    return Array.from({ length: Math.min(k, rest.length) }, () => rest.splice(Math.floor(random() * rest.length), 1)[0]!);
  };

  const tree = structuredClone(seed.tree);
  const sections = tree.filter((n) => n.type === 0);
  const seedFolders = sections.flatMap((s) => (s.children ?? []).filter((c) => c.type === 0));
  const extra = articles - seedArticles.length;

  // Shape: about 24 articles per sub-folder, 8 sub-folders per section (never fewer than the seed's).
  const folderCount = Math.max(seedFolders.length, Math.round(articles / 24));
  const sectionCount = Math.max(sections.length, Math.round(folderCount / 8));
  const newSections = sectionCount - sections.length;
  const newFolders = folderCount - seedFolders.length;
  if (FIRST_FOLDER_ID + newSections + newFolders >= FIRST_ARTICLE_ID)
    throw new Error(`--articles ${articles} is too many for the id ranges`);

  let nextFolderId = FIRST_FOLDER_ID;
  for (let i = 0; i < newSections; i += 1) {
    const name = V.SECTIONS[i % V.SECTIONS.length]!;
    const round = Math.floor(i / V.SECTIONS.length);
    const suffix = round ? ` ${round + 1}` : '';
    const section: HelpNode = { id: nextFolderId++, title: { zh: name[0] + suffix, en: name[1] + suffix }, type: 0, children: [] };
    tree.push(section);
    sections.push(section);
  }
  // Every new section gets one sub-folder; the rest go to sections at random, weighted.
  const folderShare = spread(
    newFolders - newSections,
    sections.map(() => 0.4 + random() * 1.2),
  ).map((n, i) => n + (i >= sections.length - newSections ? 1 : 0));

  const plans: Plan[] = [];
  const folderNodes: HelpNode[] = [];
  for (const folder of seedFolders) {
    plans.push({ id: folder.id, title: folder.title, topic: V.TOPICS[V.SEED_TOPIC[folder.id] ?? 0]!, folderArticles: [] });
    folderNodes.push(folder);
  }
  let topicTurn = 0;
  const usedFolderTitles = new Set(seedFolders.map((f) => f.title.zh));
  sections.forEach((section, s) => {
    for (let k = 0; k < folderShare[s]!; k += 1) {
      const topicIndex = topicTurn % V.TOPICS.length;
      const topic = V.TOPICS[topicIndex]!;
      let variant = Math.floor(topicTurn / V.TOPICS.length);
      topicTurn += 1;
      let title: Bilingual;
      do {
        const v = V.FOLDER_VARIANTS[variant % V.FOLDER_VARIANTS.length]!;
        const round = Math.floor(variant / V.FOLDER_VARIANTS.length);
        const suffix = round ? ` ${round + 1}` : '';
        title = { zh: v[0].replace('{t}', topic.name[0]) + suffix, en: v[1].replace('{t}', topic.name[1]) + suffix };
        variant += 1;
      } while (usedFolderTitles.has(title.zh));
      usedFolderTitles.add(title.zh);
      const node: HelpNode = { id: nextFolderId++, title, type: 0, children: [] };
      section.children = [...(section.children ?? []), node];
      plans.push({ id: node.id, title, topic, folderArticles: [] });
      folderNodes.push(node);
    }
  });

  // Articles: one per new folder, the rest spread over all folders, weighted (uneven, like real ones).
  const isNew = plans.map((_, i) => i >= seedFolders.length);
  const articleShare = spread(
    extra - newFolders,
    plans.map(() => 0.3 + random() * 1.4),
  ).map((n, i) => n + (isNew[i] ? 1 : 0));

  const usedTitles = new Set(seedArticles.flatMap((a) => [a.title.zh, a.title.en]));
  const generated: { node: HelpNode; plan: Plan; f: Pair; g: Pair }[] = [];
  let nextArticleId = FIRST_ARTICLE_ID;
  plans.forEach((plan, i) => {
    const folder = folderNodes[i]!;
    for (let k = 0; k < articleShare[i]!; k += 1) {
      // Seven in ten articles are about the folder's topic; the rest about any feature.
      const topic = chance(0.7) ? plan.topic : pick(V.TOPICS);
      const f = pick(topic.features);
      const g = pick(topic.features.filter((x) => x !== f));
      let title: Bilingual | null = null;
      for (let attempt = 0; attempt < 12 && !title; attempt += 1) {
        const slots = slotsFor(f, g, pick(V.CONTEXTS), pick);
        const pattern = pick(V.TITLES);
        const candidate = { zh: fill(pattern[0], 'zh', slots), en: capitalize(fill(pattern[1], 'en', slots)) };
        if (!usedTitles.has(candidate.zh) && !usedTitles.has(candidate.en)) title = candidate;
      }
      if (!title) {
        const n = usedTitles.size;
        title = { zh: `${f[0]}说明（${n}）`, en: `${capitalize(f[1])} notes (${n})` };
      }
      usedTitles.add(title.zh);
      usedTitles.add(title.en);
      const month = int(0, 33);
      const updatedAt = `${2024 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;
      const node: HelpNode = { id: nextArticleId++, title, type: 1, updatedAt };
      folder.children = [...(folder.children ?? []), node];
      plan.folderArticles.push(node.id);
      generated.push({ node, plan, f, g });
    }
  });

  // Bodies, once every title is known (they link to other articles).
  const all = articlesOf(tree);
  const byId = new Map(all.map((a) => [a.id, a]));
  const blocks = seedBlocks(seed);
  const blockSources = [...blocks.keys()].filter((id) => blocks.get(id)!.zh.length && blocks.get(id)!.en.length);
  const imageBases = imagePairs(seed.images);
  const bodies = new Map<string, string>();
  const longest = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      Math.max(...[...seed.bodies.entries()].filter(([name]) => name.endsWith(`.${lang}`)).map(([, b]) => Buffer.byteLength(b))),
    ]),
  ) as Record<Lang, number>;
  const images: GeneratedHelp['images'] = [];
  for (const { node, plan, f, g } of generated) {
    const slots = () => slotsFor(f, g, pick(V.CONTEXTS), pick, int, node.id);
    const sectionCount = chance(0.1) ? int(7, 10) : int(3, 7);
    const base = slots();
    // Images: which seed pictures, in which places (the same in both languages).
    const pictures = chance(0.4) && imageBases.length ? Array.from({ length: chance(0.25) ? 2 : 1 }, () => pick(imageBases)) : [];
    const picturePlaces = pictures.map(() => int(0, sectionCount - 1));
    const siblings = plan.folderArticles.filter((id) => id !== node.id);
    const relatedIds = [...new Set([pick(siblings.length ? siblings : [101]), pick(all).id, pick(all).id])].filter((id) => id !== node.id);
    // One plan of the body, written in both languages with the same choices.
    const headings = new Set<Pair>();
    const layout = Array.from({ length: sectionCount }, () => {
      const kind = pick(['steps', 'steps', 'seed', 'seed', 'seed', 'table', 'tip', 'faq', 'code'] as const);
      const fresh = V.HEADINGS[kind].filter((h) => !headings.has(h));
      const heading = pick(fresh.length ? fresh : V.HEADINGS[kind]);
      headings.add(heading);
      return {
        kind,
        heading,
        slots: slots(),
        // Seed blocks under the heading: two in a 'seed' section, one in the others.
        seedBlocks: Array.from({ length: kind === 'seed' ? 2 : 1 }, () => ({ article: pick(blockSources), place: random() })),
        steps: sample(V.STEPS, int(3, 6)),
        rows: sample(V.TABLE_ROWS, int(2, 5)),
        table: pick(V.TABLE_HEADERS),
        tip: pick(V.TIPS),
        faqs: sample(
          V.FAQS.map((q, i) => [q, V.ANSWERS[i]!] as const),
          int(1, 3),
        ),
        code: pick(V.CODES),
        alt: pick(V.ALTS),
      };
    });
    const intro = pick(V.INTROS);
    const compose = (parts: typeof layout) =>
      LANGS.map((lang) => {
        const out: string[] = [fill(intro[lang === 'zh' ? 0 : 1], lang, base)];
        const li = lang === 'zh' ? 0 : 1;
        const copies: GeneratedHelp['images'] = [];
        parts.forEach((part, s) => {
          const fillL = (p: Pair) => fill(p[li], lang, part.slots);
          out.push(`## ${capitalize(fillL(part.heading))}`);
          if (part.kind === 'steps') out.push(part.steps.map((step, k) => `${k + 1}. ${fillL(step)}`).join('\n'));
          else if (part.kind === 'table') out.push([fillL(part.table), '|---|---|---|', ...part.rows.map(fillL)].join('\n'));
          else if (part.kind === 'tip') out.push(fillL(part.tip));
          else if (part.kind === 'code') out.push(fill(part.code, lang, part.slots));
          else if (part.kind === 'faq') for (const [q, a] of part.faqs) out.push(`### ${capitalize(fillL(q))}`, fillL(a));
          for (const block of part.seedBlocks) {
            const pool = blocks.get(block.article)![lang];
            out.push(pool[Math.floor(block.place * pool.length)]!.text);
          }
          pictures.forEach((base, k) => {
            if (picturePlaces[k] !== s) return;
            const file = base.files[lang];
            const ext = path.extname(file);
            const ref = options.sharedImages ? `images/help/${file}` : `images/help/gen/${node.id}-${k + 1}-${lang}${ext}`;
            if (!options.sharedImages) copies.push({ from: `images/help/${file}`, to: ref });
            out.push(`![${fillL(part.alt)}](${ref})`);
          });
        });
        const links = relatedIds.map((id) => `[${byId.get(id)!.title[lang]}](${lang === 'zh' ? '' : '/en'}/help/${id})`);
        out.push(lang === 'zh' ? `相关文章：${links.join('、')}。` : `Related: ${links.join(', ')}.`);
        return { lang, body: `${out.join('\n\n')}\n`, copies };
      });
    // No body longer than the seed's longest in its language: the pages vary as the seed's do, and a size
    // budget that holds for the seed's articles is tested at scale, not against longer articles.
    let written = compose(layout);
    while (layout.length > 1 && written.some((w) => Buffer.byteLength(w.body) > longest[w.lang])) {
      layout.pop();
      written = compose(layout);
    }
    for (const w of written) {
      bodies.set(`${node.id}.${w.lang}.md`, w.body);
      images.push(...w.copies);
    }
  }
  return { tree, bodies, images };
}

function slotsFor(
  f: Pair,
  g: Pair,
  c: Pair,
  pick: <T>(list: readonly T[]) => T,
  int: (min: number, max: number) => number = () => 20,
  id = 0,
): Slots {
  return {
    f,
    g,
    c,
    b: pick(V.BENEFITS),
    m: pick(V.MENUS),
    k: pick(V.BUTTONS),
    d: pick(V.FIELDS),
    n: int(5, 500),
    p: `${int(35, 98)}%`,
    id,
  };
}

/** `total` split over `weights` in whole numbers, in proportion (largest remainders get the rest). */
export function spread(total: number, weights: number[]): number[] {
  if (total <= 0) return weights.map(() => 0);
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left -= 1) out[order[k]!.i]! += 1;
  return out;
}

/** The seed's help images in zh/en pairs (`104-editor-zh.png` + `104-editor-en.png`); an image without a pair serves both. */
function imagePairs(files: string[]): { files: Record<Lang, string> }[] {
  const byBase = new Map<string, Partial<Record<Lang, string>>>();
  for (const file of files) {
    const m = /^(.*?)(?:-(zh|en))?(\.\w+)$/.exec(file)!;
    const key = `${m[1]}${m[3]}`;
    const entry = byBase.get(key) ?? {};
    if (m[2]) entry[m[2] as Lang] = file;
    else entry.zh = entry.en = file;
    byBase.set(key, entry);
  }
  return [...byBase.values()].map((e) => ({ files: { zh: e.zh ?? e.en!, en: e.en ?? e.zh! } }));
}

/** Why `out` may not be written (inside content/, or a folder holding the repository), or null. */
export function refuseOut(out: string, seedContent = SEED_CONTENT, root = ROOT): string | null {
  const inside = (child: string, parent: string) => {
    const rel = path.relative(parent, child);
    return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
  };
  const real = (p: string) => {
    // Resolve symlinks of the part that exists, so a link into content/ is caught too.
    let head = path.resolve(p);
    const tail: string[] = [];
    while (!fs.existsSync(head) && path.dirname(head) !== head) {
      tail.unshift(path.basename(head));
      head = path.dirname(head);
    }
    return path.join(fs.realpathSync(head), ...tail);
  };
  const target = real(out);
  if (inside(target, real(seedContent))) return `${out} is inside the seed content (${seedContent})`;
  if (inside(real(root), target)) return `${out} would hold the repository itself`;
  return null;
}

/** Writes a full content folder: the seed copied, then the generated help tree, bodies and images. */
export function writeContent(out: string, articles: number, options: GenerateOptions = {}, seedContent = SEED_CONTENT) {
  const refusal = refuseOut(out, seedContent);
  if (refusal) throw new Error(`refusing to write: ${refusal}`);
  if (fs.existsSync(out)) {
    const entries = fs.readdirSync(out);
    if (entries.length && !entries.includes(MARKER))
      throw new Error(`refusing to replace ${out}: it is not empty and not a generated content folder`);
    fs.rmSync(out, { recursive: true, force: true });
  }
  const started = Date.now();
  fs.cpSync(seedContent, out, { recursive: true });
  const generated = generateHelp(readSeedHelp(seedContent), articles, options);
  fs.writeFileSync(path.join(out, 'help', 'tree.json'), `${JSON.stringify(generated.tree, null, 2)}\n`);
  for (const [file, md] of generated.bodies) fs.writeFileSync(path.join(out, 'help', file), md);
  for (const { from, to } of generated.images) {
    const target = path.join(out, to);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    try {
      fs.linkSync(path.join(seedContent, from), target);
    } catch {
      fs.copyFileSync(path.join(seedContent, from), target);
    }
  }
  const summary = {
    articles,
    folders: countFolders(generated.tree),
    generatedArticles: generated.bodies.size / 2,
    images: generated.images.length,
    sharedImages: Boolean(options.sharedImages),
    seconds: (Date.now() - started) / 1000,
  };
  fs.writeFileSync(path.join(out, MARKER), `${JSON.stringify(summary, null, 2)}\n`);
  return summary;
}

function countFolders(tree: HelpNode[]): { sections: number; subFolders: number } {
  return {
    sections: tree.length,
    subFolders: tree.reduce((n, s) => n + (s.children ?? []).filter((c) => c.type === 0).length, 0),
  };
}

export const defaultOut = (articles: number) => path.join(os.tmpdir(), `askora-content-${articles}`);

function main() {
  const args = process.argv.slice(2);
  const value = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const articles = Number(value('--articles'));
  if (!Number.isInteger(articles)) {
    console.error('usage: npm run content:generate -- --articles N [--out dir] [--shared-images]');
    process.exit(2);
  }
  const out = path.resolve(value('--out') ?? defaultOut(articles));
  const summary = writeContent(out, articles, { sharedImages: args.includes('--shared-images') });
  console.log(
    `wrote ${out}: ${articles} help articles per language (${summary.generatedArticles} generated) in ${summary.folders.sections} sections and ${summary.folders.subFolders} sub-folders, ${summary.images} image files, in ${summary.seconds.toFixed(1)} s`,
  );
  console.log(`seed it: CONTENT_DIR=${out} DATABASE_URL=sqlite:/tmp/askora-scale-${articles}.db npm run seed`);
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
