import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGES } from '../contract/languages';
import { loadContent } from '../server/content/load-content';
import {
  articlesOf,
  FIRST_ARTICLE_ID,
  generateHelp,
  MARKER,
  readSeedHelp,
  refuseOut,
  ROOT,
  SEED_CONTENT,
  spread,
  writeContent,
  type HelpNode,
} from './content-generate';

const seed = readSeedHelp();
const seedArticles = articlesOf(seed.tree);

/** Every node with its depth (1: top section). */
function flatten(tree: HelpNode[]): { node: HelpNode; depth: number }[] {
  const out: { node: HelpNode; depth: number }[] = [];
  const walk = (nodes: HelpNode[], depth: number) =>
    nodes.forEach((node) => {
      out.push({ node, depth });
      walk(node.children ?? [], depth + 1);
    });
  walk(tree, 1);
  return out;
}

describe('generateHelp', () => {
  test('the same N gives the same help centre, another N another one', () => {
    const a = generateHelp(seed, 300);
    const b = generateHelp(seed, 300);
    expect(JSON.stringify(b.tree)).toBe(JSON.stringify(a.tree));
    expect([...b.bodies]).toEqual([...a.bodies]);
    expect(b.images).toEqual(a.images);
    const c = generateHelp(seed, 301);
    expect(c.bodies.get(`${FIRST_ARTICLE_ID}.zh.md`)).not.toBe(a.bodies.get(`${FIRST_ARTICLE_ID}.zh.md`));
  });

  test.each([33, 34, 200, 500, 1500])('%i articles: three levels, unique ids, both languages, the seed kept', (n) => {
    const { tree, bodies, images } = generateHelp(seed, n);
    const nodes = flatten(tree);
    const articles = nodes.filter((x) => x.node.type === 1);
    expect(articles).toHaveLength(n);

    // Top sections hold sub-folders, sub-folders hold articles: every article is at depth 3.
    expect(articles.every((x) => x.depth === 3)).toBe(true);
    expect(nodes.filter((x) => x.depth === 1).every((x) => x.node.type === 0 && x.node.children!.length > 0)).toBe(true);
    expect(nodes.filter((x) => x.depth === 2).every((x) => x.node.type === 0 && x.node.children!.length > 0)).toBe(true);

    const ids = nodes.map((x) => x.node.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);

    for (const { node } of articles) {
      expect(node.title.zh.trim()).not.toBe('');
      expect(node.title.en.trim()).not.toBe('');
      expect(node.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // Generated articles have both bodies; seed articles keep their ids, titles and files.
    const generatedIds = articles.map((x) => x.node.id).filter((id) => id >= FIRST_ARTICLE_ID);
    expect(generatedIds).toHaveLength(n - seedArticles.length);
    for (const id of generatedIds) {
      expect(bodies.get(`${id}.zh.md`)).toMatch(/\S/);
      expect(bodies.get(`${id}.en.md`)).toMatch(/\S/);
    }
    expect(bodies.size).toBe(2 * generatedIds.length);
    const byId = new Map(articles.map((x) => [x.node.id, x.node]));
    for (const article of seedArticles) expect(byId.get(article.id)?.title).toEqual(article.title);
    // Titles are distinct in both languages.
    expect(new Set(articles.map((x) => x.node.title.zh)).size).toBe(n);
    expect(new Set(articles.map((x) => x.node.title.en)).size).toBe(n);

    // Links between articles name articles that exist; images are either generated or the seed's.
    const imageTargets = new Set(images.map((i) => i.to));
    for (const [file, md] of bodies) {
      for (const m of md.matchAll(/\]\((?:\/en)?\/help\/(\d+)\)/g)) expect(byId.has(Number(m[1]))).toBe(true);
      for (const m of md.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)) {
        expect(imageTargets.has(m[1]!) || seed.images.includes(path.basename(m[1]!))).toBe(true);
        expect(m[1]).toContain(file.endsWith('.zh.md') ? '-zh' : '-en');
      }
    }
    for (const image of images) expect(seed.images).toContain(path.basename(image.from));
  });

  test('a large help centre has the shape of one: many sections, uneven folders, images and the block kinds', () => {
    const { tree, bodies, images } = generateHelp(seed, 5000);
    expect(tree.length).toBeGreaterThanOrEqual(20);
    const folders = tree.flatMap((s) => s.children!);
    const sizes = folders.map((f) => f.children!.length);
    expect(folders.length).toBeGreaterThan(150);
    expect(Math.max(...sizes)).toBeGreaterThan(2 * Math.min(...sizes));
    expect(images.length).toBeGreaterThan(1000);
    const all = [...bodies.values()].join('\n');
    for (const mark of ['\n## ', '\n### ', '\n| ', '\n1. ', '\n> ', '\n```']) expect(all).toContain(mark);
  });

  test('--shared-images names the seed files and asks for no copies', () => {
    const { bodies, images } = generateHelp(seed, 300, { sharedImages: true });
    expect(images).toEqual([]);
    const refs = [...[...bodies.values()].join('\n').matchAll(/!\[[^\]]*\]\((images\/help\/[^)]+)\)/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.every((r) => seed.images.includes(path.basename(r)) && !r.includes('/gen/'))).toBe(true);
  });

  test('fewer articles than the seed has is refused', () => {
    expect(() => generateHelp(seed, seedArticles.length - 1)).toThrow(/at least 33/);
  });
});

describe('spread', () => {
  test('splits a total in whole numbers in proportion', () => {
    expect(spread(10, [1, 1])).toEqual([5, 5]);
    expect(spread(7, [1, 2, 4])).toEqual([1, 2, 4]);
    const parts = spread(1000, [0.3, 1.1, 0.7, 1.6]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(spread(0, [1, 2])).toEqual([0, 0]);
  });
});

describe('refuseOut', () => {
  test('refuses content/ and anything inside it, and a folder holding the repository', () => {
    expect(refuseOut(SEED_CONTENT)).toMatch(/inside the seed content/);
    expect(refuseOut(path.join(SEED_CONTENT, 'help', 'x'))).toMatch(/inside the seed content/);
    expect(refuseOut(ROOT)).toMatch(/repository/);
    expect(refuseOut(path.dirname(ROOT))).toMatch(/repository/);
    expect(refuseOut(path.join(os.tmpdir(), 'askora-content-test'))).toBeNull();
  });
});

describe('writeContent', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-generate-test-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('writes a content folder the API loader accepts, with every article in both languages', () => {
    const out = path.join(dir, 'content');
    writeContent(out, 120);
    const loaded = loadContent(out);
    const articles = loaded.help.filter((r) => r.type === 1);
    expect(articles).toHaveLength(120);
    expect(articles.every((r) => LANGUAGES.every((lang) => r.text[lang].html && r.text[lang].markdown))).toBe(true);
    // The rest of the site's content came along.
    expect(loaded.collections.get('news')!.length).toBeGreaterThan(0);
    // Every image an article names is there.
    for (const r of articles) {
      for (const m of LANGUAGES.map((lang) => r.text[lang].html)
        .join('')
        .matchAll(/src="\/designer\/v1\/assets\/([^"]+)"/g))
        expect(fs.existsSync(path.join(out, m[1]!))).toBe(true);
    }
    // A second run replaces its own output; a folder it did not write is left alone.
    expect(fs.existsSync(path.join(out, MARKER))).toBe(true);
    expect(() => writeContent(out, 40)).not.toThrow();
    const foreign = path.join(dir, 'foreign');
    fs.mkdirSync(foreign);
    fs.writeFileSync(path.join(foreign, 'keep.txt'), 'mine');
    expect(() => writeContent(foreign, 40)).toThrow(/not a generated content folder/);
    expect(fs.readFileSync(path.join(foreign, 'keep.txt'), 'utf8')).toBe('mine');
  });
});
