import { buildSearchIndex, highlight, resetSegmenters, searchIndex, tokenize } from './search';

const zh = buildSearchIndex('zh', [
  { id: 113, title: '配额控制', crumbs: '问卷设计 / 逻辑设置', text: '配额控制可以限制每类受访者的答卷数量，达到配额后自动结束作答。' },
  { id: 110, title: '跳转逻辑', crumbs: '问卷设计 / 逻辑设置', text: '根据受访者的选择跳到指定题目。' },
  { id: 125, title: '加权', crumbs: '分析与报告 / 统计报告', text: '按人口比例对样本加权，修正样本结构偏差。' },
]);
const en = buildSearchIndex('en', [
  { id: 125, title: 'Weighting', crumbs: 'Analysis and reports / Reports', text: 'Weight your sample to match the population.' },
  { id: 113, title: 'Quota control', crumbs: 'Designing surveys / Logic', text: 'Quotas stop collecting once a group is full.' },
  { id: 127, title: 'Export to Excel, SPSS and R', crumbs: 'Analysis and reports / Export', text: 'Download data for SPSS or R.' },
]);

describe('help search', () => {
  test('Chinese text is cut into words and character pairs', () => {
    const tokens = tokenize('配额控制 quota', 'zh');
    expect(tokens).toEqual(expect.arrayContaining(['配额', '额控', '控制', 'quota']));
    expect(tokenize('A 题', 'zh')).toEqual(['题']);
  });

  test('a two-character Chinese query finds the Chinese article', () => {
    const results = searchIndex(zh, '配额');
    expect(results[0]).toEqual(expect.objectContaining({ id: 113, title: '配额控制' }));
    expect(results[0]!.snippet).toContain('配额');
    expect(searchIndex(zh, '加权')[0]!.id).toBe(125);
  });

  test('a longer Chinese phrase still finds its article first', () => {
    expect(searchIndex(zh, '跳转逻辑')[0]!.id).toBe(110);
  });

  test('an English word finds its article, and a prefix matches too', () => {
    expect(searchIndex(en, 'quota')[0]!.id).toBe(113);
    expect(searchIndex(en, 'weigh')[0]!.id).toBe(125);
    expect(searchIndex(en, 'SPSS')[0]!.id).toBe(127);
  });

  test('nothing for nothing', () => {
    expect(searchIndex(en, '   ')).toEqual([]);
    expect(searchIndex(en, 'zebra')).toEqual([]);
  });

  test('works without Intl.Segmenter too', () => {
    const original = Object.getOwnPropertyDescriptor(Intl, 'Segmenter')!;
    // Simulate a browser without Intl.Segmenter.
    delete (Intl as { Segmenter?: unknown }).Segmenter;
    resetSegmenters();
    try {
      expect(searchIndex(en, 'quota')[0]!.id).toBe(113);
      expect(searchIndex(zh, '配额')[0]!.id).toBe(113);
    } finally {
      Object.defineProperty(Intl, 'Segmenter', original);
      resetSegmenters();
    }
  });

  test('highlight marks the matched terms, whatever their case', () => {
    expect(highlight('Quota control and quotas', ['quota'])).toEqual([
      { text: 'Quota', hit: true },
      { text: ' control and ', hit: false },
      { text: 'quota', hit: true },
      { text: 's', hit: false },
    ]);
    expect(highlight('a+b', ['+'])).toEqual([
      { text: 'a', hit: false },
      { text: '+', hit: true },
      { text: 'b', hit: false },
    ]);
  });
});
