import { bannerOffset, headerTurnsDarkOnScroll, hidesContactWidget, isImmersive, layoutFor, showsPromoBanner } from './routes';

describe('route rules', () => {
  test.each([
    ['/product', true],
    ['/en/product', true],
    ['/sample', true],
    ['/sample/en', true],
    ['/colleges/3', true],
    ['/en/colleges', true],
    ['/quoted/', true],
    ['/', false],
    ['/en', false],
    ['/news', false],
    ['/template/1001', false],
    ['/master/201', false],
    ['/help/101', false],
    ['/productive', false],
    // Not in SPEC 2.3's list: always dark (issue 34).
    ['/quality', false],
    ['/en/quality', false],
    ['/cases', false],
    ['/cases/3', false],
    ['/cases/industry/finance', false],
    ['/tools/sample-size', false],
    ['/en/tools/sample-size', false],
  ])('header of %s turns dark on scroll: %s', (path, expected) => expect(headerTurnsDarkOnScroll(path)).toBe(expected));

  test.each([
    ['/news', true],
    ['/en/news/6', true],
    ['/article/301', true],
    ['/master/201', true],
    ['/master', false],
    ['/agreement', true],
    ['/en/privacy', true],
    ['/product', false],
  ])('%s is immersive: %s', (path, expected) => {
    expect(isImmersive(path)).toBe(expected);
    expect(bannerOffset(path)).toBe(expected ? 120 : 60);
  });

  test('the promotional banner shows on index, product, sample, template and community only', () => {
    for (const p of ['/', '/en', '/product', '/sample', '/en/template', '/community']) expect(showsPromoBanner(p)).toBe(true);
    for (const p of ['/news', '/template/1001', '/help/101', '/about']) expect(showsPromoBanner(p)).toBe(false);
  });

  test('layouts and the contact widget', () => {
    expect(layoutFor('/en/help/101')).toBe('help');
    expect(layoutFor('/colleges')).toBe('colleges');
    expect(layoutFor('/colleges/2')).toBe('colleges');
    expect(layoutFor('/colleges/panel')).toBe('minimal');
    expect(layoutFor('/news/6')).toBe('default');
    expect(hidesContactWidget('/colleges/1')).toBe(true);
    expect(hidesContactWidget('/en/colleges/1')).toBe(true);
    expect(hidesContactWidget('/colleges/2')).toBe(false);
    expect(hidesContactWidget('/colleges/panel')).toBe(true);
    expect(hidesContactWidget('/en/colleges/panel/')).toBe(true);
    expect(hidesContactWidget('/colleges')).toBe(false);
  });
});

describe('paths without a leading slash (as the i18n plugin gives pages of src/pages)', () => {
  test('are read like their absolute form', () => {
    expect(isImmersive('en/agreement')).toBe(true);
    expect(showsPromoBanner('en/')).toBe(true);
    expect(headerTurnsDarkOnScroll('en/product')).toBe(true);
    expect(layoutFor('en/colleges')).toBe('colleges');
  });
});

test("a list's later pages follow the list's rules", () => {
  expect(isImmersive('/news/page/2')).toBe(true);
  expect(isImmersive('/en/article/page/3')).toBe(true);
  expect(headerTurnsDarkOnScroll('/template/page/2')).toBe(true);
  expect(headerTurnsDarkOnScroll('/en/master/page/2')).toBe(true);
  expect(showsPromoBanner('/template/page/2')).toBe(true);
  // Only the lists: a help or detail path named like it is not a list page.
  expect(isImmersive('/help/page/2')).toBe(false);
});
