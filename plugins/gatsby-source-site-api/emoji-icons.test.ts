import { emojiToIcons } from './emoji-icons';

describe('emojiToIcons', () => {
  test('❌ and ✅ become SVG icons, the character kept for screen readers', () => {
    const html = emojiToIcons('<blockquote><p>❌ 您经常网购吗？</p><p>✅️ 过去 30 天</p></blockquote>');
    expect(html.match(/<svg /g)).toHaveLength(2);
    expect(html).toContain('emoji-cross');
    expect(html).toContain('emoji-tick');
    expect(html).toContain('<span class="visually-hidden">❌</span>');
    expect(html).not.toMatch(/\uFE0F/);
    expect(html.replace(/<[^>]+>/g, '')).toBe('❌ 您经常网购吗？✅ 过去 30 天');
  });

  test('text without those marks is unchanged', () => {
    expect(emojiToIcons('<p>Plain text, 100% ✓</p>')).toBe('<p>Plain text, 100% ✓</p>');
  });
});

describe('sanitizeArticleHtml with symbol emoji', () => {
  test('the icons survive the allowlist: they are added after it', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { sanitizeArticleHtml } = require('./article-html') as typeof import('./article-html');
    const { html } = sanitizeArticleHtml('<blockquote><p>❌ 您经常网购吗？</p><svg><circle/></svg></blockquote>');
    expect(html.match(/<svg /g)).toHaveLength(1);
    expect(html).toContain('emoji-cross');
  });
});
