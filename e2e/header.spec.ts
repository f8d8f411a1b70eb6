import { expect, test, type Page } from '@playwright/test';
import { appHref, escapeRe, hydrated, phoneMenuButton, t, type Lang } from './helpers';

/** SPEC 2.3: the header's dark flag, and the top-right account button. */

const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);

test.describe('dark header', () => {
  // /colleges/{id} is one of the pages whose header is transparent until scrolled (src/lib/routes.ts).
  for (const path of ['/colleges/2', '/en/colleges/2']) {
    test(`on ${path} it is clear at the top and dark once scrolled past 60 px`, async ({ page }) => {
      await page.goto(path);
      const header = page.getByTestId('site-header');
      await page.waitForLoadState('networkidle');
      await expect(header).toHaveAttribute('data-dark', 'false');
      // The page is long enough to scroll at all (else the test could not fail).
      expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(200);

      await scrollTo(page, 50);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(50);
      await expect(header).toHaveAttribute('data-dark', 'false');

      await scrollTo(page, 200);
      await expect(header).toHaveAttribute('data-dark', 'true');

      await scrollTo(page, 0);
      await expect(header).toHaveAttribute('data-dark', 'false');
    });
  }

  // SPEC 2.3 lists the transparent pages; /cases, /quality and /tools/sample-size came later and are not
  // among them (issue 34).
  for (const path of ['/news/6', '/en/news/6', '/agreement', '/cases', '/en/cases/3', '/quality', '/tools/sample-size']) {
    test(`on ${path} (not listed) it is dark at the top`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('site-header')).toHaveAttribute('data-dark', 'true');
    });
  }
});

test.describe('account button', () => {
  for (const lang of ['zh', 'en'] as Lang[]) {
    const home = lang === 'zh' ? '/' : '/en';

    test(`${lang}: signed out it reads sign in / sign up and goes to the app's login`, async ({ page }) => {
      await page.goto(home);
      const button = page.getByTestId('account-button');
      await hydrated(button);
      await expect(button).toBeVisible();
      await expect(button).toHaveText(t(lang, 'account.signIn'));
      await expect(button).toHaveAttribute('href', appHref('login', lang));
      await expect(page.getByRole('link', { name: t(lang, 'account.signIn') })).toHaveAttribute('href', appHref('login', lang));
    });

    test(`${lang}: with a TOKEN it reads mine and goes to the app's surveys`, async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('TOKEN', 'e2e-token'));
      await page.goto(home);
      // The sign-in state is read in the browser, once React runs.
      await hydrated(page.getByTestId('site-header'));
      const button = page.getByRole('link', { name: t(lang, 'account.mine'), exact: true });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('href', appHref('survey', lang));
      await expect(page.getByRole('link', { name: t(lang, 'account.signIn') })).toHaveCount(0);
    });
  }

  test('a TOKEN cookie also counts as signed in', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'TOKEN', value: 'e2e-token', url: baseURL! }]);
    await page.goto('/');
    await expect(page.getByTestId('account-button')).toHaveText(t('zh', 'account.mine'));
  });

  test('the desktop header has one account control: no separate register link beside "sign in / sign up"', async ({ page }) => {
    await page.goto('/');
    const header = page.getByTestId('site-header');
    await expect(header.getByRole('link', { name: t('zh', 'account.signIn'), exact: true })).toHaveAttribute(
      'href',
      appHref('login', 'zh'),
    );
    await expect(header.getByRole('link', { name: t('zh', 'account.register'), exact: true })).toHaveCount(0);
    await expect(header.getByRole('link', { name: t('zh', 'account.mySurvey'), exact: true })).toHaveCount(0);
  });

  for (const signedIn of [false, true]) {
    test(`@mobile the phone menu lists the login actions once each (${signedIn ? 'signed in: My Survey' : 'signed out: Login, Register'})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      if (signedIn) await page.addInitScript(() => window.localStorage.setItem('TOKEN', 'e2e-token'));
      await page.goto('/');
      const button = phoneMenuButton(page);
      await hydrated(button);
      await button.click();
      const menu = page.locator('#mobile-menu');
      const link = (key: string) => menu.getByRole('link', { name: t('zh', key), exact: true });
      if (signedIn) {
        await expect(link('account.mySurvey')).toHaveAttribute('href', appHref('survey', 'zh'));
        await expect(link('account.login')).toHaveCount(0);
        await expect(link('account.register')).toHaveCount(0);
      } else {
        await expect(link('account.login')).toHaveAttribute('href', appHref('login', 'zh'));
        await expect(link('account.register')).toHaveAttribute('href', appHref('register', 'zh'));
        await expect(link('account.mySurvey')).toHaveCount(0);
      }
      await expect(menu.getByRole('link', { name: t('zh', 'account.signIn'), exact: true })).toHaveCount(0);
    });
  }
});

test.describe('promotional banner (SPEC 2.3)', () => {
  for (const lang of ['zh', 'en'] as Lang[]) {
    const home = lang === 'zh' ? '/' : '/en';
    const title = `${lang}: on the home page it links to news/6, sits above the header and can be dismissed`;
    const body = async ({ page }: { page: Page }) => {
      await page.goto(home);
      const promo = page.getByRole('link', { name: new RegExp(escapeRe(t(lang, 'promo.more'))) });
      await expect(promo).toBeVisible();
      await expect(promo).toHaveAttribute('href', lang === 'zh' ? '/news/6' : '/en/news/6');
      const header = page.getByTestId('site-header');
      expect((await header.boundingBox())!.y).toBeGreaterThan(0);

      const close = page.getByRole('button', { name: t(lang, 'promo.close') });
      await hydrated(close);
      await close.click();
      await expect(promo).toBeHidden();
      await expect.poll(async () => (await header.boundingBox())!.y).toBe(0);
    };
    test(title, body);
  }

  for (const path of ['/news/6', '/agreement', '/colleges/2']) {
    test(`is not shown on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId('site-header')).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(escapeRe(t('zh', 'promo.more'))) })).toHaveCount(0);
      expect((await page.getByTestId('site-header').boundingBox())!.y).toBe(0);
    });
  }
});

test.describe('content offset below the fixed header (SPEC 2.3: 60 px, 120 px on immersive pages)', () => {
  const cases: { path: string; offset: string }[] = [
    { path: '/news/6', offset: '120px' },
    { path: '/en/news/6', offset: '120px' },
    { path: '/agreement', offset: '120px' },
    { path: '/privacy', offset: '120px' },
    // English pages of src/pages get their path without a leading slash from the i18n plugin.
    { path: '/en/agreement', offset: '120px' },
    { path: '/en/privacy', offset: '120px' },
    { path: '/no-such-page', offset: '60px' },
    { path: '/en/no-such-page', offset: '60px' },
  ];
  for (const c of cases) {
    const title = `${c.path} has ${c.offset}`;
    const body = async ({ page }: { page: Page }) => {
      await page.goto(c.path);
      await expect(page.getByRole('main')).toHaveCSS('padding-top', c.offset);
    };
    test(title, body);
  }
});
