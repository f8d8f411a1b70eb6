/**
 * The download routes serve regular files inside their folder only (issue 20): a symbolic link placed in
 * content/files that leads out of it (to /etc/passwd, to /etc) is "not found"; a link to a file inside
 * the folder still serves it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../config';
import { testApi, type TestApi } from '../test/helpers';

describe('file downloads', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-links-'));
  const outside = path.join(dir, 'secret.txt');
  let api: TestApi;

  beforeAll(async () => {
    // A content folder like the repository's, whose files/ is a real folder with links placed in it.
    const content = path.join(dir, 'content');
    fs.mkdirSync(content);
    for (const entry of fs.readdirSync(path.join(ROOT_DIR, 'content'))) {
      if (entry !== 'files') fs.symlinkSync(path.join(ROOT_DIR, 'content', entry), path.join(content, entry));
    }
    fs.cpSync(path.join(ROOT_DIR, 'content/files'), path.join(content, 'files'), { recursive: true });
    fs.writeFileSync(outside, 'root:x:0:0:secret');
    fs.symlinkSync(outside, path.join(content, 'files/passwd.txt'));
    fs.symlinkSync(dir, path.join(content, 'files/up'));
    fs.symlinkSync(path.join(content, 'files/colleges/review-submission.en.txt'), path.join(content, 'files/inside.txt'));
    api = await testApi({ CONTENT_DIR: content });
  });
  afterAll(async () => {
    await api.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string) => api.app.inject({ url: `/designer/v1/assets/files/${url}` });

  test('a file of the folder is served as a download', async () => {
    const res = await get('colleges/review-submission.en.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment');
  });

  test('a link to a file inside the folder serves it', async () => {
    expect((await get('inside.txt')).statusCode).toBe(200);
  });

  test.each(['passwd.txt', 'up/secret.txt', 'colleges', 'colleges/', '../secret.txt', '%2e%2e/secret.txt'])(
    '%s, which leaves the folder or is no file, is not found',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('A0404');
      expect(res.body).not.toContain('secret');
    },
  );
});
