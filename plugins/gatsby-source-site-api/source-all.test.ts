import { LANGUAGES } from '../../contract/languages';
import { sourceAll } from './source-all';
import type { SourceContext, SourceKind } from './sources/context';

const shared = {} as Omit<SourceContext, 'lang' | 'q' | 'create'>;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sourceAll', () => {
  test('kinds fetch together, yet nodes are created in the order of the kinds and languages', async () => {
    const started: string[] = [];
    const startedWhenSlowEnded: number[] = [];
    // The first kind answers last: run one after the other, the second would start only after it.
    const slow: SourceKind = async ({ lang, create }) => {
      started.push(`slow ${lang}`);
      await wait(40);
      startedWhenSlowEnded.push(started.length);
      create('SiteApiNews', 'a', {} as never);
      create('SiteApiNews', 'b', {} as never);
    };
    const fast: SourceKind = async ({ lang, q, create }) => {
      started.push(`fast ${lang}`);
      expect(q).toBe(`lang=${lang}`);
      create('SiteApiBlog', 'c', {} as never);
    };
    const created: string[] = [];
    await sourceAll([slow, fast], shared, (lang) => (type, key) => void created.push(`${lang} ${type} ${key}`));
    // Every run had started before the slow one finished (one after the other, the fast one waits for it).
    expect(startedWhenSlowEnded).toEqual(LANGUAGES.map(() => 2 * LANGUAGES.length));
    expect(created).toEqual(LANGUAGES.flatMap((lang) => [`${lang} SiteApiNews a`, `${lang} SiteApiNews b`, `${lang} SiteApiBlog c`]));
  });

  test('a kind that fails stops the sourcing with its error, and no node is created', async () => {
    const created: string[] = [];
    const ok: SourceKind = async ({ create }) => create('SiteApiBlog', 'x', {} as never);
    const broken: SourceKind = async () => {
      await wait(5);
      throw new Error('site API request failed: GET /home/news: 503');
    };
    await expect(sourceAll([ok, broken], shared, () => (type, key) => void created.push(`${type} ${key}`))).rejects.toThrow(
      'GET /home/news: 503',
    );
    expect(created).toEqual([]);
  });
});

test("the plugin's gatsby-node exports only Gatsby node APIs (any other export fails the build's validation)", async () => {
  const known = Object.keys((await import('gatsby/dist/utils/api-node-docs')) as object);
  const exported = Object.keys(await import('./gatsby-node'));
  expect(exported.length).toBeGreaterThan(0);
  expect(exported.filter((name) => !known.includes(name))).toEqual([]);
});
