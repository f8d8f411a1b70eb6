import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JOB_GROUPS, OFFICE_IDS } from './jobs';

// The filter hides jobs with CSS only (it works without scripts), so its stylesheet names every team and
// office: a group or an office added without its rules would show jobs the visitor filtered out.
const css = readFileSync(path.join(__dirname, 'job-board.module.css'), 'utf8');
const team = (t: string) => `input[value='${t}']:checked`;
const office = (o: string) => `input[value='${o}']:checked`;

test('a team and an office never share a value (the rules tell the radios apart by value)', () => {
  expect(JOB_GROUPS.filter((t) => (OFFICE_IDS as readonly string[]).includes(t))).toEqual([]);
  expect([...JOB_GROUPS, ...OFFICE_IDS]).not.toContain('all');
});

test.each(JOB_GROUPS)('choosing the %s team hides the other groups', (t) => {
  expect(css).toContain(`.board:has(${team(t)}) [data-team]:not([data-team='${t}'])`);
});

test.each(OFFICE_IDS)('choosing %s hides jobs elsewhere and groups with none there', (o) => {
  expect(css).toContain(`.board:has(${office(o)}) [data-location]:not([data-location='${o}'])`);
  expect(css).toContain(`.board:has(${office(o)}) [data-team]:not(:has([data-location='${o}']))`);
});

test('every team and office without a job in common shows the empty note', () => {
  for (const t of JOB_GROUPS)
    for (const o of OFFICE_IDS)
      expect(css).toContain(`.board:has(${team(t)}):has(${office(o)}):not(:has([data-team='${t}'] [data-location='${o}'])) .empty`);
});
