import { matchesText, normalizeText } from './text-match';

describe('matchesText', () => {
  test.each<[unknown[], string | undefined, boolean]>([
    // A part of a word is found, in Chinese and in English.
    [['样本质量'], '样本', true],
    [['在线样本库'], '样本', true],
    [['样本质量'], '样本质量', true],
    [['配额'], '样本', false],
    // Case, letter width and white space do not matter.
    [['Customer satisfaction'], 'SATIS', true],
    [['ＮＰＳ 调查'], 'nps', true],
    [['NPS survey'], 'ｎｐｓ', true],
    [['Net  promoter\nscore'], 'net promoter', true],
    [['net promoter score'], '  Promoter   SCORE ', true],
    // Several words must all be found, in any order and in any of the texts.
    [['Customer satisfaction survey'], 'survey customer', true],
    [['Customer satisfaction'], 'customer survey', false],
    [['Customer satisfaction', 'A yearly survey'], 'customer survey', true],
    // A word is never found across two texts.
    [['custo', 'mer'], 'customer', false],
    // An empty or blank text matches everything.
    [['anything'], '', true],
    [['anything'], '   ', true],
    [['anything'], undefined, true],
    [[], '', true],
    // Values that are not text are skipped.
    [[null, undefined, 42, 'Gen Z'], 'gen z', true],
    [[42], '42', false],
    [[], 'x', false],
  ])('%j with %j → %s', (texts, query, expected) => {
    expect(matchesText(texts, query)).toBe(expected);
  });

  test('normalizeText folds width, case and spaces', () => {
    expect(normalizeText('  ＡＢＣ \n  def ')).toBe('abc def');
  });
});
