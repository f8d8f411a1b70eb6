import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGES } from '../../contract/languages';
import { ASSET_PREFIX, ContentError, loadContent, markdownAssets, renderMarkdown, stripFrontMatter } from './load-content';

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

describe('loadContent: prices (the money rule, contract/money.ts)', () => {
  const repoRoot = path.resolve(__dirname, '../..');
  const loaded = loadContent(contentDir);
  const doc = (collection: string, id: string) => loaded.collections.get(collection)!.find((d) => d.id === id)!;

  test('content writes its prices once in CNY; the seed shows them in each language with one currency mark', () => {
    const team = JSON.parse(doc('plan', 'team').data) as { price: { zh: string; en: string } };
    // ¥6,800 a year is $958 at the one rate of site.config.ts, never "$6,800" or a second, hand-made figure.
    expect(team.price).toEqual({ zh: '¥6,800/年', en: '$958/year' });
    expect(college(loaded, '1').remark).toEqual({ zh: '最低 ¥0.5/份，无效答卷不计费', en: 'From $0.07 per response; invalid responses are free' });
    expect(college(loaded, '2')).toMatchObject({ price: 3, unit: { zh: '/份', en: 'per response' } });
    expect(doc('college', '2').html.en).toContain('From <strong>$0.42 per response</strong>');
    expect(doc('college', '2').html.zh).toContain('参考价：<strong>¥3/份起</strong>');
    const seo = JSON.parse(doc('seo', 'zh:/sample').data) as { title: string };
    expect(seo.title).toContain('低至¥0.5/份');
  });

  test('no placeholder is left unwritten, and no written price breaks the emphasis around it', () => {
    const texts = [...loaded.collections.values()].flat().flatMap((d) => [d.data, ...Object.values(d.html).map((html) => html ?? '')]);
    expect(texts.filter((text) => /\{\{\s*(cny|price)/.test(text))).toEqual([]);
    // '参考价**¥3/份起**' stays literal asterisks in Markdown: a currency mark after a letter cannot open emphasis.
    const bodies = [...texts, ...loaded.help.flatMap((h) => LANGUAGES.map((lang) => h.text[lang].html ?? ''))];
    expect(bodies.flatMap((html) => html.match(/.{0,20}\*\*.{0,20}/g) ?? [])).toEqual([]);
  });

  /** Every file of content/ and locales/ with its text, and the language it is written in where that is one. */
  function sources(): { file: string; lang: 'zh' | 'en' | null; text: string }[] {
    const out: { file: string; lang: 'zh' | 'en' | null; text: string }[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(md|json)$/.test(entry.name)) {
          const rel = path.relative(repoRoot, full);
          const lang = /\.en\.md$|^locales\/en\//.test(rel) ? 'en' : /\.zh\.md$|^locales\/zh\//.test(rel) ? 'zh' : null;
          out.push({ file: rel, lang, text: fs.readFileSync(full, 'utf8') });
        }
      }
    };
    walk(contentDir);
    walk(path.join(repoRoot, 'locales'));
    return out;
  }

  /** The English strings of a JSON file: its `en` values, or all of them in locales/en/. */
  function englishStrings(file: string, json: unknown, all: boolean): string[] {
    if (typeof json === 'string') return all ? [json] : [];
    if (Array.isArray(json)) return json.flatMap((v) => englishStrings(file, v, all));
    if (json && typeof json === 'object') {
      const own = all || (json as { lang?: unknown }).lang === 'en';
      return Object.entries(json).flatMap(([k, v]) => englishStrings(file, v, own || k === 'en'));
    }
    return [];
  }

  // Amounts that are not prices of ours: the sample questionnaires' answer options ('Under $14,000' a year),
  // written for an English-speaking audience, and the consumer prices in the expert articles' worked examples
  // (a robot vacuum at $219); and the legal terms, which quote the CNY amounts actually charged.
  const NOT_PRICES = new Set([
    'content/templates/templates.json',
    'content/viewpoints/204.en.md',
    'content/viewpoints/209.en.md',
    'content/legal/agreement.en.md',
  ]);

  test('no English text writes a dollar amount of its own (the CNY figure with a "$" was the old bug)', () => {
    const found: string[] = [];
    for (const { file, lang, text } of sources()) {
      if (NOT_PRICES.has(file)) continue;
      const english = file.endsWith('.json') ? englishStrings(file, JSON.parse(text), lang === 'en') : lang === 'en' ? [text] : [];
      for (const s of english) for (const m of s.matchAll(/.{0,20}\$\s?\d[\d,.]*/g)) found.push(`${file}: ${m[0]}`);
    }
    expect(found).toEqual([]);
  });

  test('no Chinese text writes a price by hand, nor two currency marks ("¥3 元/份")', () => {
    const found: string[] = [];
    for (const { file, text } of sources()) {
      for (const m of text.matchAll(/¥\s*[\d.,]+\s*元|\d\s*元\/[份项门年]/g)) found.push(`${file}: ${m[0]}`);
    }
    expect(found).toEqual([]);
  });
});

describe('loadContent: English typography', () => {
  test('a figure keeps its scale word on its line ("4 million" never breaks after the 4); Chinese is as written', () => {
    const loaded = loadContent(contentDir);
    const news = JSON.parse(loaded.collections.get('news')!.find((d) => d.id === '1')!.data) as { title: { zh: string; en: string } };
    expect(news.title.en).toBe('Askora panel passes 4\u00a0million registered members');
    expect(news.title.zh).toBe('问途样本库注册用户突破 400 万');
  });
});

describe('loadContent: settings tokens (content/settings.json)', () => {
  const texts = (loaded: ReturnType<typeof loadContent>) => [
    ...loaded.help.flatMap((h) => LANGUAGES.flatMap((lang) => [h.text[lang].title, h.text[lang].html ?? ''])),
    ...[...loaded.collections.values()].flat().flatMap((d) => [d.data, ...Object.values(d.html).map((html) => html ?? '')]),
  ];

  test('every token in content resolves: no placeholder reaches the database, and the phone is the setting', () => {
    const loaded = loadContent(contentDir);
    const all = texts(loaded);
    expect(all.flatMap((t) => t.match(/\{\{[^{}]*\}\}/g) ?? [])).toEqual([]);
    // The help Markdown kept for the `.md` copies is written out as its HTML is.
    const markdown = loaded.help.flatMap((h) => LANGUAGES.map((lang) => h.text[lang].markdown ?? ''));
    expect(markdown.flatMap((t) => t.match(/\{\{[^{}]*\}\}/g) ?? [])).toEqual([]);
    const settings = JSON.parse(fs.readFileSync(path.join(contentDir, 'settings.json'), 'utf8')) as { sales: { phone: string } };
    const legal = loaded.collections.get('legal')!.find((d) => d.id === 'agreement')!;
    expect(legal.html.zh).toContain(`${settings.sales.phone}（工作日 9:00-18:00）`);
    expect(legal.html.en).toContain(`${settings.sales.phone} (9:00-18:00 China time, Monday to Friday)`);
  });

  test('a phone number changed in settings is the one every page of content shows', () => {
    const dir = copyContent();
    try {
      const file = path.join(dir, 'settings.json');
      const settings = JSON.parse(fs.readFileSync(file, 'utf8')) as { sales: { phone: string } };
      const old = settings.sales.phone;
      settings.sales.phone = '400-555-0199';
      fs.writeFileSync(file, JSON.stringify(settings));
      const all = texts(loadContent(dir));
      expect(all.some((t) => t.includes(old))).toBe(false);
      // The 20 places of legal pages, news and help articles (both languages) that name the number.
      expect(all.join('\n').split('400-555-0199').length - 1).toBe(20);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('an unknown token fails the seed naming the file and the token', () => {
    const dir = copyContent();
    try {
      const file = path.join(dir, 'help/122.en.md');
      fs.appendFileSync(file, '\nFax: {{sales.fax}}\n');
      expect(() => loadContent(dir)).toThrow(new RegExp(`content: ${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: unknown token \\{\\{sales\\.fax\\}\\}`));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a settings file that breaks its schema fails the seed naming the file and the field', () => {
    const dir = copyContent();
    try {
      const file = path.join(dir, 'settings.json');
      const settings = JSON.parse(fs.readFileSync(file, 'utf8')) as { sales: { email: string } };
      settings.sales.email = 'sales at askora';
      fs.writeFileSync(file, JSON.stringify(settings));
      expect(() => loadContent(dir)).toThrow(`content: ${file}: settings: sales.email is not valid: "sales at askora"`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('loadContent: bodies the content editor wrote (front matter, /admin)', () => {
  test('front matter above a body is dropped: the page shows the body, and the title stays the JSON file’s', () => {
    const dir = copyContent();
    try {
      const original = loadContent(dir).help.find((h) => h.id === 101)!;
      for (const lang of ['zh', 'en']) {
        const file = path.join(dir, `help/101.${lang}.md`);
        fs.writeFileSync(file, `---\nid: "101"\nfolder: ""\ntitle: Not the title\nupdatedAt: null\n---\n${fs.readFileSync(file, 'utf8')}`);
      }
      const edited = loadContent(dir).help.find((h) => h.id === 101)!;
      expect(edited.text).toEqual(original.text);
      expect(edited.text.en.html).not.toContain('Not the title');
      expect(edited.text.en.markdown).not.toContain('Not the title');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  /** Writes help article `id` as the editor does: id, folder and date in both files, a title and body in each. */
  function writeArticle(dir: string, id: number, matter: Record<'zh' | 'en', string>) {
    const bodies = { zh: '## 第一步\n\n打开编辑器。\n', en: '## Step one\n\nOpen the editor.\n' };
    for (const lang of ['zh', 'en'] as const) fs.writeFileSync(path.join(dir, `help/${id}.${lang}.md`), `---\n${matter[lang]}---\n${bodies[lang]}`);
  }

  test('an article that names its folder in its front matter is in that folder, after its own children, titled and dated', () => {
    const dir = copyContent();
    try {
      const before = loadContent(dir).help;
      writeArticle(dir, 991, {
        zh: 'id: "991"\nfolder: "12"\ntitle: 导入 Excel 题目\nupdatedAt: 2026-12-01\n',
        en: 'id: "991"\nfolder: "12"\ntitle: Import questions from Excel\nupdatedAt: 2026-12-01\n',
      });
      writeArticle(dir, 990, {
        zh: 'id: "990"\nfolder: 12\ntitle: "第二篇：{{sales.phone}}"\n',
        en: 'id: "990"\nfolder: 12\ntitle: Second one\n',
      });
      const help = loadContent(dir).help;
      const inFolder = (rows: typeof help) => rows.filter((h) => h.parent_id === 12).map((h) => h.id);
      expect(inFolder(help)).toEqual([...inFolder(before), 990, 991]);
      const placed = help.find((h) => h.id === 991)!;
      expect(placed).toMatchObject({ type: 1, updated_at: '2026-12-01' });
      expect(placed.text.zh).toMatchObject({ title: '导入 Excel 题目', html: '<h2>第一步</h2>\n<p>打开编辑器。</p>\n' });
      expect(placed.text.en.title).toBe('Import questions from Excel');
      const settings = JSON.parse(fs.readFileSync(path.join(dir, 'settings.json'), 'utf8')) as { sales: { phone: string } };
      expect(help.find((h) => h.id === 990)).toMatchObject({ updated_at: null, text: { zh: { title: `第二篇：${settings.sales.phone}` } } });
      // Positions stay the menu's order: every row after the folder's last own child moved one on, none shared.
      expect(new Set(help.map((h) => h.position)).size).toBe(help.length);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test.each([
    ['a folder that is not one', 'folder: "101"', 'folder: "101"', /help 990 name folder 101, which is not a folder of help\/tree\.json/],
    ['a folder unknown', 'folder: "9999"', 'folder: "9999"', /help 990 name folder 9999/],
    ['two folders', 'folder: "12"', 'folder: "11"', /every language's file must name the same folder/],
    ['one file naming none', 'folder: "12"', '', /every language's file must name the same folder/],
  ])('%s fails the seed naming the article', (_name, zh, en, error) => {
    const dir = copyContent();
    try {
      writeArticle(dir, 990, { zh: `${zh}\ntitle: 标题\n`, en: `${en}\ntitle: Title\n` });
      expect(() => loadContent(dir)).toThrow(error);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a placed article without a title, in two places, or with bad YAML fails the seed naming it', () => {
    const dir = copyContent();
    try {
      writeArticle(dir, 990, { zh: 'folder: "12"\ntitle: 标题\n', en: 'folder: "12"\n' });
      expect(() => loadContent(dir)).toThrow(/help 990 \(.*990\.<lang>\.md\): no title in en/);
      writeArticle(dir, 101, { zh: 'folder: "12"\ntitle: 标题\n', en: 'folder: "12"\ntitle: Title\n' });
      fs.rmSync(path.join(dir, 'help/990.zh.md'));
      fs.rmSync(path.join(dir, 'help/990.en.md'));
      expect(() => loadContent(dir)).toThrow('content: help 101 is in help/tree.json and its files name folder 12: keep one place');
      writeArticle(dir, 101, { zh: 'folder: [12\n', en: 'id: "101"\n' });
      expect(() => loadContent(dir)).toThrow(/101\.zh\.md: its front matter is not YAML/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a rule (---) inside a body is kept; only a leading front matter block goes', () => {
    expect(stripFrontMatter('Intro\n\n---\n\nMore')).toBe('Intro\n\n---\n\nMore');
    expect(stripFrontMatter('---\nid: "7"\n---\n\n## Steps\n')).toBe('## Steps\n');
  });
});

describe('loadContent: help Markdown kept beside the HTML', () => {
  const loaded = loadContent(contentDir);
  const articles = loaded.help.filter((h) => h.type === 1);

  test('every article keeps, in every language, the Markdown its HTML was rendered from; folders keep neither', () => {
    expect(articles.length).toBeGreaterThan(0);
    for (const h of articles) {
      for (const lang of LANGUAGES) {
        const { html, markdown } = h.text[lang];
        expect({ id: h.id, lang, html: markdown === null ? null : renderMarkdown(markdown) }).toEqual({ id: h.id, lang, html });
      }
    }
    for (const h of loaded.help.filter((n) => n.type !== 1)) {
      for (const lang of LANGUAGES) expect(h.text[lang]).toMatchObject({ html: null, markdown: null });
    }
  });

  test('its images are at the addresses the HTML has (the build maps both to the files it publishes)', () => {
    let images = 0;
    for (const h of articles) {
      for (const lang of LANGUAGES) {
        const { html, markdown } = h.text[lang];
        const inHtml = [...html!.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
        const inMarkdown = [...markdown!.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]);
        expect({ id: h.id, lang, images: inMarkdown }).toEqual({ id: h.id, lang, images: inHtml });
        expect(markdown).not.toMatch(/\]\(images\//);
        images += inMarkdown.length;
      }
    }
    expect(images).toBeGreaterThan(0);
  });

  test('image paths become asset addresses in image syntax, definitions and raw <img>, never in fenced code', () => {
    const source = [
      '![A [boxed] label](images/help/a.png "Title") and ![b]( <images/help/b.svg>)',
      '',
      '[ref]: images/help/c.png',
      '',
      '<img alt="d" src="images/help/d.png">',
      '',
      '```md',
      '![in code](images/help/e.png)',
      '```',
      '',
      '~~~',
      '![in code](images/help/f.png)',
      '~~~',
      '',
      '![after](images/help/g.png) [a link](images/help/h.png) ![remote](https://example.com/images/x.png)',
    ].join('\n');
    expect(markdownAssets(source)).toBe(
      [
        `![A [boxed] label](${ASSET_PREFIX}images/help/a.png "Title") and ![b]( <${ASSET_PREFIX}images/help/b.svg>)`,
        '',
        `[ref]: ${ASSET_PREFIX}images/help/c.png`,
        '',
        `<img alt="d" src="${ASSET_PREFIX}images/help/d.png">`,
        '',
        '```md',
        '![in code](images/help/e.png)',
        '```',
        '',
        '~~~',
        '![in code](images/help/f.png)',
        '~~~',
        '',
        `![after](${ASSET_PREFIX}images/help/g.png) [a link](images/help/h.png) ![remote](https://example.com/images/x.png)`,
      ].join('\n'),
    );
    // An unclosed fence runs to the end of the text, as Markdown reads it.
    expect(markdownAssets('```\n![x](images/a.png)')).toBe('```\n![x](images/a.png)');
  });
});
