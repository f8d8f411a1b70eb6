import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { watchContent } from './develop';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a burst of saves under content/ seeds once; a save during the seed seeds once more', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-watch-'));
  fs.mkdirSync(path.join(dir, 'help'));
  let calls = 0;
  let during: (() => void) | null = null;
  const stop = watchContent(dir, async () => {
    calls += 1;
    during?.();
    during = null;
    await sleep(400);
  });
  try {
    for (let i = 0; i < 5; i++) fs.writeFileSync(path.join(dir, 'help', `10${i}.zh.md`), `text ${i}`);
    fs.writeFileSync(path.join(dir, 'settings.json'), '{}');
    await sleep(1000);
    expect(calls).toBe(1);
    during = () => fs.writeFileSync(path.join(dir, 'help', '101.en.md'), 'changed while seeding');
    fs.writeFileSync(path.join(dir, 'help', '100.zh.md'), 'again');
    await sleep(2000);
    expect(calls).toBe(3);
  } finally {
    stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
