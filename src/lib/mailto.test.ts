import { mailtoHref } from './mailto';

test('a mail link carries its subject encoded, and none when not given', () => {
  expect(mailtoHref('jobs@askora.example', '前端开发工程师 + 姓名 + 上海')).toBe(
    'mailto:jobs@askora.example?subject=%E5%89%8D%E7%AB%AF%E5%BC%80%E5%8F%91%E5%B7%A5%E7%A8%8B%E5%B8%88%20%2B%20%E5%A7%93%E5%90%8D%20%2B%20%E4%B8%8A%E6%B5%B7',
  );
  expect(mailtoHref('sales@askora.example', 'A & B?')).toBe('mailto:sales@askora.example?subject=A%20%26%20B%3F');
  expect(mailtoHref('sales@askora.example')).toBe('mailto:sales@askora.example');
});
