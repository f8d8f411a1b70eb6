import {
  MERGED,
  articleFile,
  createSearch,
  highlight,
  rank,
  shardFile,
  tokenize,
  typoDistance,
  typoMatches,
  type Match,
  type SearchDoc,
  type SearchManifest,
  type TermShard,
} from './search';
import { buildSearchFiles, type SearchFiles, type SearchFilesOptions } from './search-shards';
import { syntheticHelpDocs } from './search-synthetic';

const ZH: SearchDoc[] = [
  { id: 113, title: '配额控制', crumbs: '问卷设计 / 逻辑设置', text: '配额控制可以限制每类受访者的答卷数量，达到配额后自动结束作答。' },
  { id: 110, title: '跳转逻辑', crumbs: '问卷设计 / 逻辑设置', text: '根据受访者的选择跳到指定题目。' },
  { id: 125, title: '加权', crumbs: '分析与报告 / 统计报告', text: '按人口比例对样本加权，修正样本结构偏差。' },
];
const EN: SearchDoc[] = [
  { id: 125, title: 'Weighting', crumbs: 'Analysis and reports / Reports', text: 'Weight your sample to match the population.' },
  { id: 113, title: 'Quota control', crumbs: 'Designing surveys / Logic', text: 'Quotas stop collecting once a group is full.' },
  { id: 127, title: 'Export to Excel, SPSS and R', crumbs: 'Analysis and reports / Export', text: 'Download data for SPSS or R.' },
];

/** Reads a built index's files by URL, as a server would. */
function reader({ manifest, files, articles }: SearchFiles) {
  return (url: string): string => {
    const text = url.startsWith(manifest.base)
      ? files.get(url.slice(manifest.base.length))
      : articles.get(url.slice(manifest.articles.length));
    if (text === undefined) throw new Error(`404 ${url}`);
    return text;
  };
}

/** An engine over files built in memory, recording which files it loads (by name). */
function engine(lang: string, docs: SearchDoc[], options?: SearchFilesOptions) {
  const built = buildSearchFiles(lang, docs, options);
  const read = reader(built);
  const loaded: string[] = [];
  const search = createSearch(built.manifest, async (url) => {
    loaded.push(url.split('/').pop()!);
    return JSON.parse(read(url)) as unknown;
  });
  return { search, loaded, ...built };
}

describe('tokenize', () => {
  test('Chinese runs become character pairs, other text letters-and-digits words', () => {
    expect(tokenize('配额控制 Quota')).toEqual(['quota', '配额', '额控', '控制']);
    // A lone letter is dropped, a lone digit and a lone CJK character kept.
    expect(tokenize('A 题 7')).toEqual(['7', '题']);
    expect(tokenize('SPSS导出')).toEqual(['spss', '导出']);
  });

  test('does not depend on Intl.Segmenter (the build and every browser cut text the same way)', () => {
    const original = Object.getOwnPropertyDescriptor(Intl, 'Segmenter')!;
    const before = tokenize('二维码分享 and QR codes');
    delete (Intl as { Segmenter?: unknown }).Segmenter;
    try {
      expect(tokenize('二维码分享 and QR codes')).toEqual(before);
    } finally {
      Object.defineProperty(Intl, 'Segmenter', original);
    }
  });
});

describe('help search', () => {
  test('a two-character Chinese query finds the Chinese article, with a snippet around the match', async () => {
    const { search } = engine('zh', ZH);
    const results = await search('配额');
    expect(results[0]).toEqual(expect.objectContaining({ id: 113, title: '配额控制', crumbs: '问卷设计 / 逻辑设置', matched: ['配额'] }));
    expect(results[0]!.snippet).toContain('配额');
    expect((await search('加权'))[0]!.id).toBe(125);
  });

  test('a longer Chinese phrase still finds its article first', async () => {
    expect((await engine('zh', ZH).search('跳转逻辑'))[0]!.id).toBe(110);
  });

  test('an English word finds its article, and a prefix matches too', async () => {
    const { search } = engine('en', EN);
    expect((await search('quota'))[0]!.id).toBe(113);
    expect((await search('weigh'))[0]).toEqual(expect.objectContaining({ id: 125, matched: ['weigh'] }));
    expect((await search('SPSS'))[0]!.id).toBe(127);
  });

  test('a word with one typo finds what it meant, highlighted as spelled in the article', async () => {
    const { search } = engine('en', EN);
    expect((await search('wieghting'))[0]).toEqual(expect.objectContaining({ id: 125, matched: ['weighting'] }));
    expect((await search('qouta'))[0]!.id).toBe(113);
  });

  test('nothing for nothing', async () => {
    const { search } = engine('en', EN);
    expect(await search('   ')).toEqual([]);
    expect(await search('zebra')).toEqual([]);
  });

  test('loads the manifest’s files only as a query needs them, each once', async () => {
    const docs = Array.from({ length: 60 }, (_, i) => ({
      id: i + 1,
      title: `Article ${i} about topic${i}`,
      crumbs: 'Help',
      text: `Text of topic${i}.`,
    }));
    const { search, loaded, manifest, files, articles } = engine('en', docs, { shardBytes: 200 });
    expect(manifest.shards.length).toBeGreaterThan(5);
    const first = await search('topic42');
    expect(first[0]!.id).toBe(43);
    const shardsLoaded = loaded.filter((f) => f.startsWith('t'));
    expect(shardsLoaded.length).toBeLessThanOrEqual(2);
    expect(loaded).toContain(articleFile(43));
    expect(loaded.length).toBeLessThan((files.size + articles.size) / 10);
    const count = loaded.length;
    await search('topic42');
    expect(loaded.length).toBe(count);
  });

  test('every key is in the shard the manifest points to', () => {
    const docs = Array.from({ length: 80 }, (_, i) => ({
      id: i + 1,
      title: `题目 ${i} question`,
      crumbs: '问卷 / Survey',
      text: `第${i}题 answer${i} 配额${i % 7}`,
    }));
    const { manifest, files } = buildSearchFiles('zh', docs, { shardBytes: 300 });
    expect(manifest.shards[0]).toBe('');
    expect([...manifest.shards].sort()).toEqual(manifest.shards);
    manifest.shards.forEach((_, i) => {
      const shard = JSON.parse(files.get(shardFile(manifest.shardHashes[i]!))!) as TermShard;
      for (const key of Object.keys(shard)) {
        expect(key >= manifest.shards[i]!).toBe(true);
        if (i + 1 < manifest.shards.length) expect(key < manifest.shards[i + 1]!).toBe(true);
      }
    });
  });

  test('a prefix’s merged postings rank exactly as expanding it does', async () => {
    const words = [
      'report',
      'reports',
      'reporting',
      'required',
      'respondent',
      'responses',
      'reset',
      'review',
      'weight',
      'weighting',
      'website',
    ];
    const docs = Array.from({ length: 120 }, (_, i) => ({
      id: 1000 + i,
      title: `${words[i % words.length]} ${words[(i * 7) % words.length]}`,
      crumbs: 'Reports / All',
      text: Array.from({ length: 1 + (i % 5) }, (_, j) => words[(i + j * 3) % words.length]).join(' '),
    }));
    const merged = engine('en', docs, { mergeAbove: 0 });
    const expanded = engine('en', docs, { mergeAbove: Number.MAX_SAFE_INTEGER });
    const keys = (files: Map<string, string>) =>
      [...files].filter(([n]) => n.startsWith('t')).flatMap(([, t]) => Object.keys(JSON.parse(t) as object));
    expect(keys(merged.files)).toContain(`re${MERGED}`);
    expect(keys(expanded.files).some((k) => k.endsWith(MERGED))).toBe(false);
    for (const q of ['re', 'rep', 'res', 'we', 'wei', 're we']) {
      expect(await merged.search(q)).toEqual(await expanded.search(q));
    }
  });

  test('a failed file is fetched again by the next query', async () => {
    const built = buildSearchFiles('en', EN);
    const read = reader(built);
    let fail = true;
    const search = createSearch(built.manifest, async (url) => {
      if (fail) throw new Error('offline');
      return JSON.parse(read(url)) as unknown;
    });
    await expect(search('quota')).rejects.toThrow('offline');
    fail = false;
    expect((await search('quota'))[0]!.id).toBe(113);
  });

  test('refuses a manifest of another format', () => {
    const { manifest } = buildSearchFiles('en', EN);
    expect(() => createSearch({ ...manifest, format: 1 } as unknown as SearchManifest, async () => ({}))).toThrow(/format/);
  });

  test('shards are named by their contents, articles by their ids', () => {
    const built = buildSearchFiles('en', EN);
    expect(buildSearchFiles('en', EN).manifest).toEqual(built.manifest);
    expect(built.manifest.base).toBe('/static/help-search/en/');
    expect([...built.files.keys()].every((name) => /^(t|w[0-9a-z]+\.)[0-9a-f]{10}\.json$/.test(name))).toBe(true);
    expect(built.manifest.articles).toBe('/help-search/en/');
    expect([...built.articles.keys()]).toEqual(['125.json', '113.json', '127.json']);
    expect(JSON.parse(built.articles.get('113.json')!)).toEqual(EN[1]);
    const edited = buildSearchFiles('en', [{ ...EN[0]!, text: 'changed' }, ...EN.slice(1)]);
    expect(edited.manifest.shardHashes).not.toEqual(built.manifest.shardHashes);
    expect(edited.articles.get('113.json')).toBe(built.articles.get('113.json'));
    expect(() => buildSearchFiles('en', [EN[0]!, EN[0]!])).toThrow(/distinct/);
  });

  test('an edit to one article changes only the shards holding its terms', () => {
    // 2,000 articles of a realistic vocabulary, ~170 shards: one article gains a sentence.
    const docs = syntheticHelpDocs(2000, 'zh');
    const before = buildSearchFiles('zh', docs);
    const edited = docs.map((d, i) => (i === 700 ? { ...d, text: `${d.text}（补充：导出数据前先检查配额设置。）` } : d));
    const after = buildSearchFiles('zh', edited);
    const changed = [...after.files.keys()].filter((name) => !before.files.has(name));
    const added = new Set(tokenize('（补充：导出数据前先检查配额设置。）'));
    expect(before.manifest.shards.length).toBeGreaterThan(100);
    expect(changed.length).toBeGreaterThan(0);
    // At most the shards of the new terms, and their neighbours where a bound moved.
    expect(changed.length).toBeLessThanOrEqual(2 * added.size + 2);
    // Unchanged shards keep their bounds.
    const kept = after.manifest.shardHashes.filter((h) => before.manifest.shardHashes.includes(h)).length;
    expect(kept).toBeGreaterThan(before.manifest.shards.length - 2 * added.size - 2);
  });
});

describe('typos', () => {
  test('distance counts insertions, deletions, changes and swapped neighbours as one each', () => {
    expect(typoDistance('wieghting', 'weighting', 2)).toBe(1);
    expect(typoDistance('pasword', 'password', 2)).toBe(1);
    expect(typoDistance('qouta', 'quota', 2)).toBe(1);
    expect(typoDistance('exprot', 'export', 2)).toBe(1);
    expect(typoDistance('cat', 'dog', 1)).toBe(2);
  });

  test('the closest terms win; short words take one typo, long ones two', () => {
    expect(typoMatches('qouta', ['quota', 'quotas', 'quote'])).toEqual(['quota']);
    expect(typoMatches('tmplte', ['template'])).toEqual([]);
    expect(typoMatches('tmplates', ['templates'])).toEqual(['templates']);
  });
});

test('highlight marks the matched terms, whatever their case', () => {
  expect(highlight('Quota control and quotas', ['quota'])).toEqual([
    { text: 'Quota', hit: true },
    { text: ' control and ', hit: false },
    { text: 'quota', hit: true },
    { text: 's', hit: false },
  ]);
  expect(highlight('a+b', ['+'])).toEqual([
    { text: 'a', hit: false },
    { text: '+', hit: true },
    { text: 'b', hit: false },
  ]);
});

describe('rank', () => {
  /** The plain definition: every article's score, those holding every word first, sorted by score then id. */
  function reference(words: string[], matches: Map<string, Match[]>, limit: number) {
    const score = new Map<number, number>();
    const held = new Map<number, Set<string>>();
    for (const word of words) {
      for (const m of matches.get(word) ?? []) {
        for (let i = 0; i < m.postings.length; i += 2) {
          const id = m.postings[i]!;
          score.set(id, (score.get(id) ?? 0) + m.postings[i + 1]! * m.factor);
          held.set(id, (held.get(id) ?? new Set()).add(word));
        }
      }
    }
    const all = [...score.keys()].filter((id) => held.get(id)!.size === words.length);
    return (all.length > 0 ? all : [...score.keys()])
      .sort((a, b) => score.get(b)! - score.get(a)! || a - b)
      .slice(0, limit)
      .map((doc) => ({ doc, score: score.get(doc)! }));
  }

  test('picks the same articles in the same order as sorting every article touched', () => {
    // A fixed pseudo-random sequence: the cases are the same on every run.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round++) {
      const words = ['a', 'b', 'c'].slice(0, 1 + Math.floor(next() * 3));
      const matches = new Map<string, Match[]>();
      for (const word of words) {
        const list: Match[] = [];
        for (let k = 0; k < 1 + Math.floor(next() * 2); k++) {
          const postings: number[] = [];
          for (let id = 1; id < 60; id++) if (next() < 0.3) postings.push(id, 1 + Math.floor(next() * 3));
          list.push({ postings, factor: k === 0 ? 1 : 0.5, mark: word });
        }
        matches.set(word, list);
      }
      const limit = Math.floor(next() * 10);
      expect(rank(words, matches, limit).map(({ doc, score }) => ({ doc, score }))).toEqual(reference(words, matches, limit));
    }
  });
});
