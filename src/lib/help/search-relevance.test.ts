/**
 * Relevance of the help search on the real seed content (content/help/, made into the build's documents by
 * search-seed.ts): for each query, the article that must come first. The cases are engine-agnostic: every
 * engine in ENGINES answers all of them.
 *
 * RANKED: what the single-file index (the engine before the sharded one, kept as search-reference.ts) ranks
 * right. Every engine must keep all of them.
 * MISSED: typos and queries that single-file index got wrong or found nothing for (it matched prefixes
 * only: 'registr' finds 'registration', 'wieghting' found nothing). They document what an engine gains.
 */
import { LANGUAGES, type Language } from '../../i18n/languages';
import { createSearch, type SearchDoc, type SearchResult } from './search';
import { buildSearchIndex, searchIndex } from './search-reference';
import { seedDocs } from './search-seed';
import { buildSearchFiles } from './search-shards';

interface Case {
  lang: Language;
  query: string;
  first: number;
}

const zh = (query: string, first: number): Case => ({ lang: 'zh', query, first });
const en = (query: string, first: number): Case => ({ lang: 'en', query, first });

const RANKED: Case[] = [
  // Two-character Chinese terms.
  zh('配额', 113),
  zh('加权', 125),
  zh('跳转', 110),
  zh('登录', 102),
  zh('密码', 103),
  zh('注册', 101),
  zh('模板', 105),
  zh('题型', 107),
  zh('矩阵', 108),
  zh('填空', 109),
  zh('引用', 112),
  zh('外观', 114),
  zh('对话', 115),
  zh('红包', 118),
  zh('标签', 120),
  zh('海外', 122),
  zh('交叉', 124),
  zh('筛选', 126),
  zh('附件', 128),
  zh('发票', 131),
  zh('隐私', 132),
  zh('角色', 133),
  zh('预览', 106),
  zh('空白', 104),
  // Longer Chinese terms and phrases.
  zh('二维码', 116),
  zh('公众号', 117),
  zh('优惠券', 121),
  zh('跳转逻辑', 110),
  zh('找回密码', 103),
  zh('文件上传', 109),
  zh('官方样本', 119),
  zh('设计效应', 125),
  zh('邀请码', 101),
  zh('免费版', 129),
  zh('付款方式', 131),
  // Mixed Chinese and English.
  zh('SPSS 导出', 127),
  zh('Excel 导出', 127),
  zh('导出 R', 127),
  zh('加权 SPSS', 125),
  zh('微信 登录', 102),
  zh('QR 二维码', 116),
  zh('红包 激励', 118),
  zh('CSV', 127),
  zh('Raking', 125),
  // English words and phrases.
  en('quota', 113),
  en('skip logic', 110),
  en('password', 103),
  en('reset', 103),
  en('template', 105),
  en('publish', 106),
  en('preview', 106),
  en('scratch', 104),
  en('matrix', 108),
  en('upload', 109),
  en('display', 111),
  en('carry forward', 112),
  en('themes', 114),
  en('conversational', 115),
  en('qr code', 116),
  en('embed', 117),
  en('red packet', 118),
  en('targeting', 120),
  en('coupon', 121),
  en('overseas', 122),
  en('cross-tab', 124),
  en('weighting', 125),
  en('filter', 126),
  en('export', 127),
  en('SPSS', 127),
  en('download', 128),
  en('free plan', 129),
  en('enterprise', 130),
  en('invoice', 131),
  en('privacy', 132),
  en('roles', 133),
  en('sign in', 102),
  en('phone number', 102),
  // Unfinished words (prefixes), as typed.
  en('weigh', 125),
  en('regist', 101),
  en('registr', 101),
  en('expor', 127),
  en('invoic', 131),
  en('conversa', 115),
  en('targ', 120),
  en('samp', 121),
];

const MISSED: Case[] = [
  en('wieghting', 125),
  en('pasword', 103),
  en('qouta', 113),
  en('teplate', 105),
  en('exprot', 127),
  en('invioce', 131),
  en('crosstab', 124),
  en('incentive', 118),
  en('official account', 117),
  zh('有效样本量', 125),
];

/** An engine under test: given a language's documents, something that answers queries. */
interface EngineUnderTest {
  name: string;
  prepare(lang: Language, docs: SearchDoc[]): Promise<(query: string) => Promise<SearchResult[]>>;
  /** The MISSED cases this engine must answer right (the rest may still fail). */
  mustFix: string[];
}

const ENGINES: EngineUnderTest[] = [
  {
    name: 'single-file index',
    prepare: async (lang, docs) => {
      const index = buildSearchIndex(lang, docs);
      return async (query) => searchIndex(index, query);
    },
    mustFix: [],
  },
  {
    name: 'sharded index',
    prepare: async (lang, docs) => {
      const { manifest, files, articles } = buildSearchFiles(lang, docs);
      return createSearch(manifest, async (url) => {
        const text = url.startsWith(manifest.base)
          ? files.get(url.slice(manifest.base.length))
          : articles.get(url.slice(manifest.articles.length));
        return JSON.parse(text!) as unknown;
      });
    },
    mustFix: ['wieghting', 'pasword', 'qouta', 'teplate', 'exprot', 'invioce'],
  },
];

const docs = Object.fromEntries(LANGUAGES.map((lang) => [lang, seedDocs(lang)])) as Record<Language, SearchDoc[]>;

test('the cases cover every language, two-character Chinese terms, mixed queries and unfinished words', () => {
  expect(RANKED.length + MISSED.length).toBeGreaterThanOrEqual(40);
  for (const lang of LANGUAGES)
    expect({ lang, ranked: RANKED.filter((c) => c.lang === lang).length >= 15 }).toEqual({ lang, ranked: true });
  expect(RANKED.filter((c) => c.lang === 'zh' && /^[\u4e00-\u9fff]{2}$/.test(c.query)).length).toBeGreaterThanOrEqual(10);
  expect(RANKED.filter((c) => c.lang === 'zh' && /[a-z]/i.test(c.query) && /[\u4e00-\u9fff]/.test(c.query)).length).toBeGreaterThanOrEqual(
    5,
  );
  expect(RANKED.filter((c) => c.lang === 'en').length).toBeGreaterThanOrEqual(20);
  // Every expected article exists in the seed, in that language.
  for (const c of [...RANKED, ...MISSED]) expect(docs[c.lang].map((d) => d.id)).toContain(c.first);
});

describe.each(ENGINES)('$name', (engine) => {
  let search: Record<Language, (query: string) => Promise<SearchResult[]>>;
  beforeAll(async () => {
    const prepared = await Promise.all(LANGUAGES.map(async (lang) => [lang, await engine.prepare(lang, docs[lang])] as const));
    search = Object.fromEntries(prepared) as typeof search;
  });

  test.each(RANKED)('$lang "$query" → $first first', async ({ lang, query, first }) => {
    const results = await search[lang](query);
    expect(results.map((r) => r.id).slice(0, 3)[0]).toBe(first);
    // What the panel shows: the title, the crumbs and a snippet, each a text of the article.
    const top = docs[lang].find((d) => d.id === first)!;
    expect(results[0]).toEqual(expect.objectContaining({ title: top.title, crumbs: top.crumbs }));
    expect(results[0]!.snippet.length).toBeGreaterThan(0);
  });

  test('queries it was not expected to answer', async () => {
    const fixed: string[] = [];
    for (const c of MISSED) if ((await search[c.lang](c.query))[0]?.id === c.first) fixed.push(c.query);
    console.log(
      `${engine.name}: ${RANKED.length}/${RANKED.length} ranked cases, ${fixed.length}/${MISSED.length} missed ones answered (${fixed.join(', ')})`,
    );
    expect(fixed).toEqual(expect.arrayContaining(engine.mustFix));
  });
});
