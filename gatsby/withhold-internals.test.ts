import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { withholdInternals } from './withhold-internals';

describe('withholdInternals', () => {
  let root: string;
  const publicDir = () => path.join(root, 'public');
  const keepDir = () => path.join(root, 'build-internal');
  const write = async (file: string) => {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), file);
  };
  const exists = (file: string) =>
    fs.access(path.join(root, file)).then(
      () => true,
      () => false,
    );

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'withhold-'));
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('moves maps, stats and the chunk map out of public/ and leaves what browsers load', async () => {
    const internal = ['app-123.js.map', 'webpack.stats.json', 'chunk-map.json', 'styles-9.css.map'];
    const kept = [
      'app-123.js',
      'app-123.js.LICENSE.txt',
      'index.html',
      'page-data/app-data.json',
      'page-data/sq/d/1.json',
      'sitemap-0.xml',
    ];
    for (const f of [...internal, ...kept]) await write(`public/${f}`);
    await write('build-internal/old-1.js.map');

    const moved = await withholdInternals(publicDir(), keepDir());

    expect(moved.sort()).toEqual([...internal].sort());
    for (const f of internal) {
      expect(await exists(`public/${f}`)).toBe(false);
      expect(await fs.readFile(path.join(keepDir(), f), 'utf8')).toBe(`public/${f}`);
    }
    for (const f of kept) expect(await exists(`public/${f}`)).toBe(true);
    // Maps of an earlier build are not kept beside this one's.
    expect(await exists('build-internal/old-1.js.map')).toBe(false);
  });
});
