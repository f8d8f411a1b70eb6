import { scrollableTables } from './prose-tables';

describe('scrollableTables', () => {
  test('each table gets a focusable, named region of its own', () => {
    const html = '<p>a</p><table><tr><td>1</td></tr></table><table class="x"><tr><td>2</td></tr></table>';
    expect(scrollableTables(html, (n) => `Table ${n} "wide"`)).toBe(
      '<p>a</p><section class="table-scroll" tabindex="0" aria-label="Table 1 &quot;wide&quot;"><table><tr><td>1</td></tr></table></section>' +
        '<section class="table-scroll" tabindex="0" aria-label="Table 2 &quot;wide&quot;"><table class="x"><tr><td>2</td></tr></table></section>',
    );
  });

  test('text without tables is unchanged', () => {
    expect(scrollableTables('<p>tables and <code>&lt;table&gt;</code></p>', () => 'x')).toBe(
      '<p>tables and <code>&lt;table&gt;</code></p>',
    );
  });
});
