import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentImageFingerprint, helpArticleVersion } from './help-version';

describe('help article versions', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-version-'));
    fs.mkdirSync(path.join(dir, 'images', 'help'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'images', 'help', 'editor.png'), 'first bytes');
    fs.writeFileSync(path.join(dir, 'secret.txt'), 'outside images/');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const src = '/designer/v1/assets/images/help/editor.png';
  const answer = (content: string, title = 'Create a survey') => ({
    id: 104,
    title,
    content,
    markdown: '',
    updatedAt: '2026-11-01',
    path: [{ id: 1, title: 'Start' }],
  });

  test('changes with the answer, and with an image file replaced under the same address', () => {
    const print = contentImageFingerprint(dir);
    const withImage = answer(`<p><img src="${src}" alt="The editor"></p>`);
    const first = helpArticleVersion(withImage, print);
    expect(first).toMatch(/^[\w-]{16}$/);
    expect(helpArticleVersion(withImage, print)).toBe(first);
    expect(helpArticleVersion({ ...withImage, title: 'Create a questionnaire' }, print)).not.toBe(first);
    expect(helpArticleVersion({ ...withImage, path: [{ id: 1, title: 'Getting started' }] }, print)).not.toBe(first);
    fs.writeFileSync(path.join(dir, 'images', 'help', 'editor.png'), 'other bytes, longer');
    expect(helpArticleVersion(withImage, print)).not.toBe(first);
  });

  test('no version when an image is not a file this API serves: the build asks for the article every time', () => {
    const print = contentImageFingerprint(dir);
    for (const other of [
      'https://cdn.example.com/help/editor.png',
      '/designer/v1/assets/images/help/missing.png',
      '/designer/v1/assets/images/../secret.txt',
      '/designer/v1/assets/images/%2e%2e/secret.txt',
      '/designer/v1/assets/images/help',
      '/designer/v1/assets/images/%E0%A4%A.png',
    ]) {
      expect(print(other)).toBeNull();
      expect(helpArticleVersion(answer(`<img src="${src}"><img src="${other}">`), print)).toBe('');
    }
    expect(helpArticleVersion(answer('<p>No pictures.</p>'), print)).toMatch(/^[\w-]{16}$/);
  });
});
