import { parse } from 'csv-parse/sync';
import { CONTACT_FIELDS, STORED_FIELDS } from '../../contract/contact';
import { csvCell, toCsv } from './export-inquiries';

const FORMULA = /^[=+\-@\t\r]/;

describe('inquiry CSV export', () => {
  test.each([
    [null, '""'],
    [42, '"42"'],
    ['plain', '"plain"'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['=SUM(A1:A9)', `"'=SUM(A1:A9)"`],
    ['+86 138', `"'+86 138"`],
    ['@cmd', `"'@cmd"`],
    ['x;=1+1', `"x;'=1+1"`],
    ['a, -2+3', `"a, '-2+3"`],
    ['a\t@SUM(1)', `"a\t'@SUM(1)"`],
    ['王芳', '"王芳"'],
  ])('cell %p → %p', (value, expected) => expect(csvCell(value)).toBe(expected));

  const hostile = [
    'x;=1+1',
    '=HYPERLINK("http://evil.example","click")',
    "ok,=cmd|' /C calc'!A0",
    'a;b;+1',
    '-1;@SUM(A1)',
    ' =1',
    'fine\n=2+2',
    'tab\t=3',
    '王芳;＝1+1',
    '"quoted";=1',
  ];
  const rows = hostile.map(
    (text, i) => ({ id: i + 1, name: text, message: text, organization: text, created_at: '2026-11-01T08:00:00.000Z' }) as never,
  );

  test.each([',', ';'])('opened back with separator %p, no cell starts a formula', (delimiter) => {
    const csv = toCsv(rows);
    const records = parse(csv, { bom: true, delimiter, relax_quotes: true, relax_column_count: true }) as string[][];
    expect(records.length).toBeGreaterThan(hostile.length);
    for (const cell of records.flat()) expect(cell.trimStart()).not.toMatch(FORMULA);
  });

  test('a file is UTF-8 with a BOM, a header and one quoted line per request that parses back to the text', () => {
    const csv = toCsv([{ id: 1, created_at: '2026-11-01T08:00:00.000Z', name: '王芳', message: 'a,b' } as never]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, row] = parse(csv, { bom: true }) as string[][];
    expect(header!.slice(0, 4)).toEqual(['id', 'ref', 'created_at', 'variant']);
    expect(row![header!.indexOf('name')]).toBe('王芳');
    expect(row![header!.indexOf('message')]).toBe('a,b');
  });

  test("every stored field of the contract is a column, once, in the contract's order, after the request's own", () => {
    const [header] = parse(toCsv([]), { bom: true }) as string[][];
    const stored = STORED_FIELDS.map((field) => CONTACT_FIELDS[field].column as string);
    expect(header!.filter((column) => stored.includes(column))).toEqual(stored);
    // What sales' spreadsheets read today, column for column.
    expect(header!.slice(0, 19)).toEqual(
      'id ref created_at variant type name last_name organization job_title email region mobile message sample_quantity tags extend school requirement required_sample_size'.split(
        ' ',
      ),
    );
  });

  test("the last column is each request's delivery state", () => {
    const csv = toCsv([{ id: 1 } as never, { id: 2 } as never], new Map([[1, 'email delivered; wecom dead (20 tries)']]));
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/,"lastUtmCampaign","delivery"$/);
    expect(lines[1]).toMatch(/,"email delivered; wecom dead \(20 tries\)"$/);
    expect(lines[2]).toMatch(/,""$/);
  });
});
