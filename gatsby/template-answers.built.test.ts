import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, localizedPath } from '../src/i18n/languages';
import { PUBLIC } from '../scripts/built-site';
import { describeBuilt } from './describe-built';

interface Question {
  type: string;
  options?: unknown[];
}
const templates = JSON.parse(fs.readFileSync(path.join(__dirname, '../content/templates/templates.json'), 'utf8')) as {
  id: number;
  questions: Question[];
}[];
/** The answers' screen-reader names (`template.answer` in locales/<lang>/common.json), read once per language. */
const answerLabels = (lang: string): Record<string, string> =>
  (
    JSON.parse(fs.readFileSync(path.join(__dirname, `../locales/${lang}/common.json`), 'utf8')) as {
      template: { answer: Record<string, string> };
    }
  ).template.answer;

/**
 * A template's preview shows how each question without options is answered (stars for a rating, the 0–10
 * row of an NPS question, a box for a written answer), named for screen readers, in the page's HTML: a
 * question is never a bare title that looks broken beside the choice questions.
 */
describeBuilt('template previews draw the answer of every question without options', () => {
  const shapes = ['rating', 'nps', 'text'] as const;
  for (const lang of LANGUAGES) {
    test(`${lang}: every template page has one named answer per rating, NPS and text question`, () => {
      const label = answerLabels(lang);
      let checked = 0;
      for (const tpl of templates) {
        const file = path.join(PUBLIC, localizedPath(`/template/${tpl.id}`, lang), 'index.html');
        const html = fs.readFileSync(file, 'utf8');
        for (const shape of shapes) {
          const expected = tpl.questions.filter((q) => q.type === shape && !q.options?.length).length;
          const found = html.split(`role="img" aria-label="${label[shape]}"`).length - 1;
          expect({ template: tpl.id, shape, found }).toEqual({ template: tpl.id, shape, found: expected });
          checked += expected;
        }
      }
      expect(checked).toBeGreaterThan(20);
    });
  }
});
