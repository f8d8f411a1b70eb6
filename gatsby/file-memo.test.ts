import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FileMemo } from './file-memo';

describe('FileMemo', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'file-memo-'));
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

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
