import { fileSize, formatDate, formatNumber, initials, joinItems, tieNumbersToUnits, tieSeparators } from './format';

describe('formatters', () => {
  test.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [4000000, '4,000,000'],
    [-1234567, '-1,234,567'],
    [1234.5, '1,234.5'],
  ])('formatNumber(%p) → %p', (n, s) => expect(formatNumber(n)).toBe(s));

  test('dates per language', () => {
    expect(formatDate('2026-11-10', 'zh')).toBe('2026\u00A0年\u00A011\u00A0月\u00A010\u00A0日');
    expect(formatDate('2026-11-10T00:00:00.000Z', 'en')).toBe('10 Nov 2026');
  });
});

describe('fileSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [12_083, '12 KB'],
    [1024 * 1024 - 1, '1024 KB'],
    [1024 * 1024, '1 MB'],
    [1_468_006, '1.4 MB'],
  ])('%i bytes → %s', (bytes, text) => expect(fileSize(bytes)).toBe(text));
});

describe('item separators', () => {
  test('each middle dot is tied to the item after it by a no-break space, never left at a line end', () => {
    expect(joinItems(['日本', '韩国', 3])).toBe('日本 ·\u00A0韩国 ·\u00A03');
    expect(joinItems(['only'])).toBe('only');
    expect(tieSeparators('Free survey tool · $0 a year · any device')).toBe('Free survey tool ·\u00A0$0 a year ·\u00A0any device');
    expect(tieSeparators('no separator')).toBe('no separator');
  });
});

describe('initials', () => {
  test.each([
    ['林晓雯', '林'],
    ['Lin Xiaowen', 'LX'],
    ['  he jing ', 'HJ'],
    ['Zhou Yi Ning', 'ZY'],
    ['Askora', 'A'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('numbers tied to their units', () => {
  it('keeps 12 月 and 7 折 whole, and leaves other spaces alone', () => {
    expect(tieNumbersToUnits('官方样本限时 7 折，至 12 月 31 日')).toBe('官方样本限时 7\u00A0折，至 12\u00A0月\u00A031\u00A0日');
    expect(tieNumbersToUnits('AI 辅助问卷设计上线')).toBe('AI 辅助问卷设计上线');
  });
});
