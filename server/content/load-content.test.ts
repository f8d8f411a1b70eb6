import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ASSET_PREFIX, ContentError, loadContent } from './load-content';

const contentDir = path.resolve(__dirname, '../../content');

/** A copy of content/ to break on purpose. */
function copyContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  fs.cpSync(contentDir, dir, { recursive: true });
  return dir;
}

const college = (loaded: ReturnType<typeof loadContent>, id: string) =>
  JSON.parse(loaded.collections.get('college')!.find((d) => d.id === id)!.data) as Record<string, unknown>;

describe('loadContent: images and downloadable files', () => {
  test('a file named by content becomes an asset address, in both languages', () => {
    const item = college(loadContent(contentDir), '3');
    expect(item.downloads).toEqual([
      expect.objectContaining({
        file: { zh: `${ASSET_PREFIX}files/colleges/spss-practice-data.zh.csv`, en: `${ASSET_PREFIX}files/colleges/spss-practice-data.en.csv` },
      }),
      expect.objectContaining({ name: { zh: '练习数据的变量说明（编码表）', en: 'Codebook for the practice data' } }),
    ]);
    expect(item.cover).toBe(`${ASSET_PREFIX}images/colleges/3.svg`);
  });

  test('a named file or image that is missing fails the seed with the item named', () => {
    const dir = copyContent();
    try {
      fs.rmSync(path.join(dir, 'files/colleges/spss-codebook.en.csv'));
      expect(() => loadContent(dir)).toThrow(new ContentError('content: colleges/items.json item 3 names files/colleges/spss-codebook.en.csv, which does not exist'));
      fs.rmSync(path.join(dir, 'files'), { recursive: true });
      fs.cpSync(path.join(contentDir, 'files'), path.join(dir, 'files'), { recursive: true });
      fs.rmSync(path.join(dir, 'images/news/6.svg'));
      expect(() => loadContent(dir)).toThrow(/news\/news\.json item 6 names images\/news\/6\.svg/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('text that only looks like a path, or names a kind of file never offered, stays text', () => {
    const dir = copyContent();
    try {
      const file = path.join(dir, 'colleges/items.json');
      const items = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>[];
      items[0]!.remark = { zh: 'files/colleges/run.exe', en: 'see files/colleges/spss-codebook.en.csv' };
      fs.writeFileSync(file, JSON.stringify(items));
      expect(college(loadContent(dir), '1').remark).toEqual({ zh: 'files/colleges/run.exe', en: 'see files/colleges/spss-codebook.en.csv' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
