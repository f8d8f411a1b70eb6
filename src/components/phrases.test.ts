import { phrasesOf } from './phrases';

// The words come from the engine's own segmenter (Node's here, the browser's on the page), which differ in
// detail: the tests hold what is true of either.
describe('where a Chinese title may break', () => {
  it('between words, never before a particle such as 的', () => {
    const title = '远岫汽车：近一年车主的购车决策路径研究';
    const runs = phrasesOf(title)!;
    expect(runs.join('')).toBe(title);
    expect(runs.length).toBeGreaterThan(4);
    expect(runs.filter((r) => r.startsWith('的'))).toEqual([]);
    expect(runs.find((r) => r.includes('的'))).toMatch(/.的$/);
  });

  it('leaves text without Chinese whole', () => {
    expect(phrasesOf('Perchwood Coffee tests three winter drinks')).toBeNull();
  });
});
