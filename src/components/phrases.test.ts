import { phrasesOf, runsOf, type Segment } from './phrases';

/** Segments as Chromium's segmenter gives them: words, and punctuation as non-words. */
const seg = (...parts: string[]): Segment[] => parts.map((segment) => ({ segment, isWordLike: /[\p{L}\p{N}]/u.test(segment) }));

describe('where a Chinese title may break', () => {
  it('never before punctuation: a colon or an enumeration comma stays with the word before it', () => {
    expect(runsOf(seg('新能源', '车主', '是', '怎么', '做', '决定', '的', '：', '购车', '研究'))).not.toContainEqual(
      expect.stringMatching(/^[：、]/),
    );
    expect(runsOf(seg('李克特', '量表', '：', '设计', '、', '计分'))).toEqual(['李克特', '量表：', '设计、', '计分']);
  });

  it('never before a particle such as 的', () => {
    expect(runsOf(seg('近', '一年', '车主', '的', '购车', '决策'))).toEqual(['近一年', '车主的', '购车', '决策']);
  });

  it('never next to a character the segmenter cut off a compound', () => {
    expect(runsOf(seg('车主', '样本', '扩容', '：', '新', '能源', '车主'))).toEqual(['车主', '样本', '扩容：', '新能源', '车主']);
    expect(runsOf(seg('上线', '，', '移动', '端', '完成', '率'))).toEqual(['上线，', '移动端完成率']);
  });

  it('keeps an opening bracket with the word after it', () => {
    expect(runsOf(seg('报告', '（', '样例', '）'))).toEqual(['报告', '（样例）']);
  });

  it("uses the engine's own segmenter, and leaves text without Chinese whole", () => {
    const title = '远岫汽车：近一年车主的购车决策路径研究';
    expect(phrasesOf(title)?.join('') ?? title).toBe(title);
    expect(phrasesOf('Perchwood Coffee tests three winter drinks')).toBeNull();
  });
});
