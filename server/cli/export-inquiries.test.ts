import { csvCell, toCsv } from './export-inquiries';

describe('inquiry CSV export', () => {
  test.each([
    [null, ''],
    [42, '42'],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+86 138', "'+86 138"],
    ['@cmd', "'@cmd"],
    ['王芳', '王芳'],
  ])('cell %p → %p', (value, expected) => expect(csvCell(value)).toBe(expected));

  test('a file has a BOM, a header and one line per request', () => {
    const csv = toCsv([{ id: 1, created_at: '2026-11-01T08:00:00.000Z', name: '王芳', message: 'a,b' } as never]);
    const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toMatch(/^id,ref,created_at,variant,/);
    expect(lines[1]).toMatch(/^1,,2026-11-01T08:00:00.000Z,,,王芳,/);
    expect(lines[1]).toContain('"a,b"');
  });

  test('the last column is each request\'s delivery state', () => {
    const csv = toCsv([{ id: 1 } as never, { id: 2 } as never], new Map([[1, 'email delivered; wecom dead (20 tries)']]));
    const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/,ip,delivery$/);
    expect(lines[1]).toMatch(/,email delivered; wecom dead \(20 tries\)$/);
    expect(lines[2]).toMatch(/,$/);
  });
});
