import fs from 'node:fs';
import path from 'node:path';
import { cmsCollections, cmsConfig, helpFolders, LIST_FIELD, type CmsField } from './cms-config';

const repo = path.resolve(__dirname, '..');
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Where `value` breaks `field`: each problem named by its path in the file. */
function problems(value: Json | undefined, field: CmsField, at: string): string[] {
  if (value === undefined) return field.required === false ? [] : [`${at} is missing`];
  switch (field.widget) {
    case 'string':
    case 'text':
    case 'select':
    case 'image':
    case 'datetime':
      if (typeof value !== 'string') return [`${at} must be a text, is ${JSON.stringify(value)}`];
      if (field.widget === 'datetime' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return [`${at} is not YYYY-MM-DD`];
      if (field.widget === 'select' && !field.options!.includes(value)) return [`${at} "${value}" is not an option`];
      if (field.widget === 'image' && !fs.existsSync(path.join(repo, 'content', value))) return [`${at} names ${value}, missing`];
      return [];
    case 'number':
      return typeof value === 'number' && (field.value_type !== 'int' || Number.isInteger(value)) ? [] : [`${at} must be an integer`];
    case 'list':
      if (!Array.isArray(value)) return [`${at} must be a list`];
      return value.flatMap((item, i) =>
        field.field ? problems(item, field.field, `${at}[${i}]`) : problems(item, { ...field, widget: 'object' }, `${at}[${i}]`),
      );
    case 'object': {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return [`${at} must be an object`];
      const names = field.fields!.map((f) => f.name);
      const unknown = Object.keys(value)
        .filter((key) => !names.includes(key))
        .map((key) => `${at}.${key} has no field in the editor`);
      return [...unknown, ...field.fields!.flatMap((f) => problems(value[f.name], f, `${at}.${f.name}`))];
    }
    default:
      return [`${at}: widget ${field.widget} is not checked`];
  }
}

const tree = JSON.parse(fs.readFileSync(path.join(repo, 'content/help/tree.json'), 'utf8')) as Parameters<typeof helpFolders>[0];
const collections = cmsCollections(helpFolders(tree));
const files = collections.flatMap((collection) => (collection.files ?? []).map((file) => ({ collection, file })));

describe('the content editor’s configuration (Decap CMS at /admin)', () => {
  test.each(files.map(({ collection, file }) => [file.file, collection, file] as const))(
    '%s exists and every value in it has its field, of its shape',
    (name, collection, file) => {
      const json = JSON.parse(fs.readFileSync(path.join(repo, name), 'utf8')) as Json;
      const data = collection.format === 'json-list' ? { [LIST_FIELD]: json } : json;
      const root: CmsField = { name: 'file', label: 'file', widget: 'object', fields: file.fields };
      expect(problems(data, root, name)).toEqual([]);
    },
  );

  test('a field the file does not have, or a value of the wrong shape, is reported (the check can fail)', () => {
    const news = files.find(({ file }) => file.file === 'content/news/news.json')!.file;
    const root: CmsField = { name: 'file', label: 'file', widget: 'object', fields: news.fields };
    const item = JSON.parse(fs.readFileSync(path.join(repo, 'content/news/news.json'), 'utf8'))[0] as Record<string, Json>;
    expect(problems({ items: [{ ...item, subtitle: 'x', publishedAt: '26 Feb 2025' }] }, root, 'news')).toEqual([
      'news.items[0].subtitle has no field in the editor',
      'news.items[0].publishedAt is not YYYY-MM-DD',
    ]);
  });

  test.each(collections.filter((c) => c.folder).map((c) => [c.name, c.folder!] as const))(
    'bodies of %s are <id>.zh.md and <id>.en.md in %s, one pair per id',
    (_name, folder) => {
      const names = fs.readdirSync(path.join(repo, folder)).filter((f) => f.endsWith('.md'));
      expect(names.length).toBeGreaterThan(0);
      const ids = new Set(names.map((f) => /^(\d+)\.(zh|en)\.md$/.exec(f)?.[1]));
      expect(ids.has(undefined)).toBe(false);
      for (const id of ids) expect(names).toEqual(expect.arrayContaining([`${id}.zh.md`, `${id}.en.md`]));
    },
  );

  test('help articles are saved as content/help/<id>.<lang>.md, in both languages, images in content/images/help', () => {
    const config = cmsConfig();
    const help = config.collections.find((c) => c.name === 'help')!;
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: ['zh', 'en'], default_locale: 'zh' });
    expect(help).toMatchObject({
      folder: 'content/help',
      extension: 'md',
      slug: '{{id}}',
      i18n: true,
      media_folder: '/content/images/help',
    });
    expect(fs.existsSync(path.join(repo, 'content/images/help'))).toBe(true);
    expect(config.local_backend).toBe(true);
  });

  test('a help article names its folder, title and date itself: every folder of the menu is offered, by its path', () => {
    const help = cmsConfig({}, helpFolders(tree)).collections.find((c) => c.name === 'help')!;
    const field = (name: string) => help.fields!.find((f) => f.name === name)!;
    const folders: number[] = [];
    const walk = (nodes: typeof tree) => nodes.filter((n) => n.type === 0).forEach((n) => (folders.push(n.id), walk(n.children ?? [])));
    walk(tree);
    expect(folders.length).toBeGreaterThan(5);
    expect(field('folder')).toMatchObject({ widget: 'select', i18n: 'duplicate', required: false });
    expect(field('folder').options!.map((o) => (typeof o === 'string' ? o : o.value))).toEqual(folders.map(String));
    expect(field('folder').options).toContainEqual({ label: '新手入门 › 账号与登录 / Getting started › Account and sign-in', value: '11' });
    expect(field('title')).toMatchObject({ widget: 'string', i18n: true });
    expect(field('updatedAt')).toMatchObject({ widget: 'datetime', i18n: 'duplicate', format: 'YYYY-MM-DD' });
  });

  test('the production backend is the Git host and repository the environment names', () => {
    expect(cmsConfig({ repo: 'askora/site', branch: 'content', backend: 'gitlab' }).backend).toMatchObject({
      name: 'gitlab',
      repo: 'askora/site',
      branch: 'content',
    });
  });
});
