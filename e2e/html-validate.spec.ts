import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';

/**
 * HTML gate: every built page is valid by html-validate (config: .htmlvalidate.json, the standard and
 * accessibility presets), 0 errors. Reads public/ (the build `npm start` serves, made before the journeys).
 */

const PUBLIC = path.resolve(__dirname, '../public');

function builtPages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return builtPages(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

for (const lang of ['zh', 'en']) {
  test(`every built ${lang} page is valid HTML`, async () => {
    test.setTimeout(180_000);
    const en = path.join(PUBLIC, 'en') + path.sep;
    const pages = builtPages(PUBLIC).filter((file) => file.startsWith(en) === (lang === 'en'));
    expect(pages.length, 'built pages').toBeGreaterThan(50);
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const errors: string[] = [];
    for (const file of pages) {
      const report = await validator.validateFile(file);
      for (const message of report.results.flatMap((result) => result.messages)) {
        if (message.severity < 2) continue;
        errors.push(
          `${path.relative(PUBLIC, file)}:${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? ''})`,
        );
      }
    }
    expect(errors, errors.slice(0, 50).join('\n')).toEqual([]);
  });
}
