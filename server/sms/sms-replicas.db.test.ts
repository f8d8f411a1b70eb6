/**
 * Phone codes hold across replicas (issue 20): two API processes on one database (an SQLite file, or a
 * PostgreSQL schema) take the guesses of one burst between them; at most five are compared, so the right
 * code sent last is refused. Both check codes with the one secret the first of them generated.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { spawnApi, stop } from '../bench/spawn-api';
import { describeDb, emptyDatabase, usingPostgres } from '../test/helpers';
import { freePorts } from '../../scripts/free-port';

jest.setTimeout(180_000);

describeDb('phone codes across two API processes', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-replicas-'));
  const outbox = path.join(dir, 'sms.jsonl');
  const children: ChildProcess[] = [];
  let ports: number[] = [];
  let closeDatabase = async () => {};

  beforeAll(async () => {
    let databaseUrl = `sqlite:${path.join(dir, 'site.db')}`;
    if (usingPostgres) {
      const empty = await emptyDatabase();
      await empty.db.close();
      databaseUrl = empty.url;
      closeDatabase = empty.close;
    }
    const env = { DATABASE_URL: databaseUrl, SMS_OUTBOX: outbox, SMS_IP_PER_HOUR: '1000', LOG_LEVEL: 'error', OUTBOX_WORKER: 'off' };
    ports = await freePorts(2);
    // One after the other: the first migrates and seeds the fresh database.
    for (const port of ports) children.push(await spawnApi(env, port));
  });
  afterAll(async () => {
    await Promise.all(children.map((child) => stop(child)));
    await closeDatabase().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const post = async (port: number, url: string, body: object) => {
    const res = await fetch(`http://127.0.0.1:${port}/designer/v1${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return ((await res.json()) as { code: string }).code;
  };
  const lastCode = (mobile: string) => {
    const lines = fs.readFileSync(outbox, 'utf8').trim().split('\n');
    const sent = lines.map((l) => JSON.parse(l) as { mobile: string; code: string }).filter((s) => s.mobile === `+86${mobile}`);
    return sent.at(-1)!.code;
  };
  const university = (mobile: string, phoneCode: string) => ({
    type: 3,
    variant: 'university',
    name: '李雷',
    school: '复旦大学',
    email: 'll@fudan.example',
    mobile,
    phoneCode,
  });

  test('4 wrong guesses, then 50 wrong and the right code in one burst over both: the right code is refused (10 trials)', async () => {
    for (let trial = 0; trial < 10; trial++) {
      const mobile = `1351234${String(7700 + trial)}`;
      // The code is sent by one process and checked by the other: one secret for both.
      expect(await post(ports[trial % 2]!, '/home/sms/code', { mobile })).toBe('00000');
      const code = lastCode(mobile);
      const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 4; i++) expect(await post(ports[i % 2]!, '/home/contact/ask', university(mobile, wrong(i)))).toBe('A2004');
      const burst = [...Array.from({ length: 50 }, (_, i) => wrong(4 + i)), code];
      const codes = await Promise.all(burst.map((c, i) => post(ports[i % 2]!, '/home/contact/ask', university(mobile, c))));
      expect(codes).toEqual(Array(51).fill('A2004'));
    }
    // And a right code within its tries is accepted, whichever process checks it.
    const mobile = '13512349999';
    expect(await post(ports[0]!, '/home/sms/code', { mobile })).toBe('00000');
    expect(await post(ports[1]!, '/home/contact/ask', university(mobile, lastCode(mobile)))).toBe('00000');
  });
});
