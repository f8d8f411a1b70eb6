import fs from 'node:fs';
import path from 'node:path';
import React, { type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LANGUAGES } from '../../../../contract/languages';
import { ArticlesArt, type ArticlesArtWords } from './articles-art';
import { CalculatorArt, type CalculatorArtWords } from './calculator-art';
import { CasesArt, type CasesArtWords } from './cases-art';
import { ChatArt, type ChatArtLines } from './chat-art';
import { CompanyArt } from './company-art';
import { siteConfig } from '../../../../site.config';
import { ExpertArt, type ExpertArtWords } from './expert-art';
import { NewsArt, type NewsArtWords } from './news-art';
import { QualityArt, type QualityArtWords } from './quality-art';
import { ResearchArt, type ResearchArtWords } from './research-art';
import { TemplatesArt, type TemplatesArtWords } from './templates-art';

/** A namespace's copy in one language, the object at `key` (dotted). */
function copy<T>(lang: string, ns: string, key: string): T {
  const file = path.join(__dirname, '../../../../locales', lang, `${ns}.json`);
  return key
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], JSON.parse(fs.readFileSync(file, 'utf8'))) as T;
}

/** Every string in a value, however nested. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value) || (value && typeof value === 'object')
      ? Object.values(value).flatMap(strings)
      : [];

/** The drawings that draw the page's words, each with the copy it is given. */
// Each drawing reads its own shape of copy: the table holds them as functions of that shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const drawings: [string, string, string, (words: any) => ReactElement][] = [
  ['news', 'news', 'art', (w: NewsArtWords) => <NewsArt words={w} />],
  ['university articles', 'article', 'art', (w: ArticlesArtWords) => <ArticlesArt words={w} />],
  ['expert views', 'master', 'art', (w: ExpertArtWords) => <ExpertArt words={w} />],
  ['case studies', 'cases', 'art', (w: CasesArtWords) => <CasesArt words={w} />],
  ['AI probing', 'aiprobing', 'hero.art', (w: ChatArtLines) => <ChatArt lines={w} />],
  ['sample size', 'tools', 'sampleSize.hero.art', (w: CalculatorArtWords) => <CalculatorArt words={w} />],
  ['data quality', 'quality', 'art', (w: QualityArtWords) => <QualityArt words={w} />],
  ['research services', 'research', 'hero.art', (w: ResearchArtWords) => <ResearchArt words={w} />],
  ['templates', 'templates', 'art', (w: TemplatesArtWords) => <TemplatesArt words={w} />],
];

describe.each([...LANGUAGES])('hero drawings in %s', (lang) => {
  it.each(drawings)('the %s drawing shows every word of its copy', (_name, ns, key, draw) => {
    const words = copy<unknown>(lang, ns, key);
    const all = strings(words);
    expect(all.length).toBeGreaterThan(1);
    const html = renderToStaticMarkup(draw(words));
    const text = html
      .replace(/<[^>]+>/g, '\n')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    for (const s of all) expect(text).toContain(s);
  });
});

describe.each([...LANGUAGES])('the about drawing in %s', (lang) => {
  it("pins every office of site.config.ts with its city's name", () => {
    const html = renderToStaticMarkup(
      <CompanyArt
        words={{
          offices: siteConfig.offices.map((o) => ({ id: o.id, city: o.city[lang] })),
          ...copy<{ team: [string, string] }>(lang, 'about', 'art'),
        }}
      />,
    );
    for (const office of siteConfig.offices) expect(html).toContain(`>${office.city[lang]}</text>`);
  });
});
