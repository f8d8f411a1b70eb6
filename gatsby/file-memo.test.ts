import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BuiltFiles, FileMemo, writeChangedFiles } from './file-memo';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'file-memo-'));
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

describe('FileMemo', () => {
  test('the next build reads only the files written since', async () => {
    const a = path.join(dir, 'a.html');
    const b = path.join(dir, 'b.html');
    await fs.writeFile(a, 'one');
    await fs.writeFile(b, 'two');
    const memoFile = path.join(dir, 'memo.json');
    const read: string[] = [];
    const length = (bytes: Buffer) => {
      read.push(bytes.toString());
      return bytes.length;
    };
    let memo = await FileMemo.open<number>(memoFile);
    expect([await memo.get(a, length), await memo.get(b, length)]).toEqual([3, 3]);
    await memo.save();

    // b is written again (another time), a is not.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await fs.writeFile(b, 'three');
    read.length = 0;
    memo = await FileMemo.open<number>(memoFile);
    expect([await memo.get(a, length), await memo.get(b, length)]).toEqual([3, 5]);
    expect(read).toEqual(['three']);
  });

  test('an unreadable memo is an empty one', async () => {
    const memoFile = path.join(dir, 'memo.json');
    await fs.writeFile(memoFile, '{not json');
    const file = path.join(dir, 'x.txt');
    await fs.writeFile(file, 'x');
    const memo = await FileMemo.open<string>(memoFile);
    expect(await memo.get(file, (bytes) => bytes.toString())).toBe('x');
  });
});

describe('BuiltFiles', () => {
  test('lists every file once, with the size and time of each that is not a compressed copy', async () => {
    await fs.mkdir(path.join(dir, 'help', '101'), { recursive: true });
    const page = path.join(dir, 'help', '101', 'index.html');
    await fs.writeFile(page, '<p>quota</p>');
    await fs.writeFile(`${page}.br`, 'x');
    await fs.writeFile(path.join(dir, 'app.js'), 'let a = 1;');
    const listing = await BuiltFiles.read(dir);
    expect([...listing.files].sort()).toEqual([path.join(dir, 'app.js'), page, `${page}.br`].sort());
    expect(listing.stat(page)).toEqual({ size: 12, mtimeMs: (await fs.stat(page)).mtimeMs });
    expect(listing.stat(`${page}.br`)).toBeUndefined();
    expect(listing.has(`${page}.br`)).toBe(true);
    expect(listing.has(`${page}.gz`)).toBe(false);

    const rest = listing.without([path.join(dir, 'app.js')]);
    expect(rest.files).not.toContain(path.join(dir, 'app.js'));
    expect(rest.has(path.join(dir, 'app.js'))).toBe(false);
    expect(rest.has(page)).toBe(true);
  });

  test('a memo given the listing’s stat answers as one that asks the file system', async () => {
    const file = path.join(dir, 'a.html');
    await fs.writeFile(file, 'one');
    const memoFile = path.join(dir, 'memo.json');
    const first = await FileMemo.open<number>(memoFile);
    await first.get(file, (b) => b.length);
    await first.save();
    const listing = await BuiltFiles.read(dir);
    const compute = jest.fn((b: Buffer) => b.length);
    const again = await FileMemo.open<number>(memoFile);
    expect(await again.get(file, compute, file, listing.stat(file))).toBe(3);
    expect(compute).not.toHaveBeenCalled();
  });
});

describe('writeChangedFiles', () => {
  test('writes new and changed files (folders made), leaves an unchanged one untouched, counts the bytes written', async () => {
    const same = path.join(dir, 'same.json');
    await fs.writeFile(same, '{"a":1}');
    const before = (await fs.stat(same)).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const written = await writeChangedFiles([
      [same, '{"a":1}'],
      [path.join(dir, 'deep', 'new.md'), '新的'],
    ]);
    expect(written).toBe(Buffer.byteLength('新的'));
    expect((await fs.stat(same)).mtimeMs).toBe(before);
    expect(await fs.readFile(path.join(dir, 'deep', 'new.md'), 'utf8')).toBe('新的');
    expect(await writeChangedFiles([[same, '{"a":2}']])).toBe(7);
    expect(await fs.readFile(same, 'utf8')).toBe('{"a":2}');
  });
});
