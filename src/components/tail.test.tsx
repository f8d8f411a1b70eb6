import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { tailOf, withTail } from './tail';

describe('tailOf: the last line of a Chinese paragraph', () => {
  test.each([
    // A space is a break already: the tail begins after it.
    ['好友通过你的邀请链接注册，你将获得一张样本 8 折优惠券。', '折优惠券。'],
    // After a particle or a measure word a word begins: '国内与 / 海外', '一个 / 社区'.
    ['自有样本库覆盖国内与海外五大区域。', '海外五大区域。'],
    ['问卷、话题、直播访谈、日记和投票，在同一个社区里完成。', '社区里完成。'],
    ['按完成样本计费，不满足配额不收费。', '满足配额不收费。'],
    ['从研究设计到分析报告，一个团队对结果负责。', '结果负责。'],
    // No such place within seven characters: the last four.
    ['我们为每个研究项目配备专属项目经理负责执行', '经理负责执行'.slice(2)],
    ['结果可以一键导出到 SPSS 或 Excel。', '或 Excel。'],
    ['自有样本库覆盖中国及海外五大区域（AP、EU）', '海外五大区域（AP、EU）'],
  ])('%s → tail %s', (text, tail) => {
    const parts = tailOf(text)!;
    expect(parts[1]).toBe(tail);
    expect(parts.join('')).toBe(text);
  });

  test('English, short text and a tail too long to keep together are left alone', () => {
    expect(tailOf('Every decision, backed by real answers.')).toBeNull();
    expect(tailOf('免费使用')).toBeNull();
    expect(tailOf('这是一段说明文字，结尾是 a very long English phrase here。')).toBeNull();
  });

  test('withTail wraps the tail in a span that does not break, and leaves nodes as they are', () => {
    expect(renderToStaticMarkup(<p>{withTail('按完成样本计费，不满足配额不收费。')}</p>)).toBe(
      '<p>按完成样本计费，不<span class="tail">满足配额不收费。</span></p>',
    );
    const node = <em>x</em>;
    expect(withTail(node)).toBe(node);
  });
});
