import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkOutputBytes, findByteProblem } from './check-output';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('findByteProblem', () => {
  it('passes valid UTF-8 in every width', () => {
    expect(findByteProblem(utf8('<p>高校 survey – 😀 é</p>'))).toBeNull();
  });

  it('finds a NUL between two Chinese characters', () => {
    const bytes = Buffer.concat([Buffer.from('<p>高'), Buffer.from([0, 0]), Buffer.from('校</p>')]);
    expect(findByteProblem(bytes)).toEqual({ problem: 'nul', offset: 6 });
  });

  it('finds a character cut in half', () => {
    const gao = Buffer.from('高');
    const bytes = Buffer.concat([Buffer.from('ab'), gao.subarray(0, 2), Buffer.from('cd')]);
    expect(findByteProblem(bytes)).toEqual({ problem: 'invalid-utf8', offset: 2 });
  });

  it('finds a stray continuation byte and an overlong encoding', () => {
    expect(findByteProblem(Buffer.from([0x61, 0x80]))).toEqual({ problem: 'invalid-utf8', offset: 1 });
    expect(findByteProblem(Buffer.from([0x61, 0x62, 0xc0, 0xaf]))).toEqual({ problem: 'invalid-utf8', offset: 2 });
  });

  it('finds a truncated sequence at the end', () => {
    expect(findByteProblem(Buffer.from('好').subarray(0, 2))).toEqual({ problem: 'invalid-utf8', offset: 0 });
  });
});

describe('checkOutputBytes', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'check-output-'));
    await fs.mkdir(path.join(dir, 'en/help'), { recursive: true });
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  it('lists the text files with bad bytes and leaves binary files alone', async () => {
    await fs.writeFile(path.join(dir, 'index.html'), '<p>问途</p>');
    await fs.writeFile(path.join(dir, 'en/help/1.html'), Buffer.from([0x3c, 0x70, 0x00, 0x3e]));
    await fs.writeFile(path.join(dir, 'app.js'), Buffer.from([0x61, 0xff]));
    await fs.writeFile(path.join(dir, 'photo.webp'), Buffer.from([0x00, 0xff, 0x00]));
    const problems = await checkOutputBytes(dir);
    expect(problems.sort((a, b) => a.file.localeCompare(b.file))).toEqual([
      { file: 'app.js', problem: 'invalid-utf8', offset: 1 },
      { file: path.join('en', 'help', '1.html'), problem: 'nul', offset: 2 },
    ]);
  });
});
