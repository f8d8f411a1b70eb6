import { expect, test, type Page } from '@playwright/test';
import { FIGURES, plus } from '../src/lib/figures';
import { hydrated, inLang, siteConfig, siteSettings, t, type Lang } from './helpers';
import { api, consoleProblems, skipContactPopup, text } from './editorial-helpers';

/** Expert viewpoints, news and blog lists and details, about, join us, the legal texts' contents. */

test.beforeEach(({ page }) => skipContactPopup(page));

interface Brief {
  id: number;
  title: string;
}
interface Viewpoint extends Brief {
  tutorId: number;
  keywords: string[];
  summary: string;
  publishedAt: string;
}
interface Story extends Brief {
  publishedAt: string;
}

const cardTitles = (page: Page, level: 2 | 3) => page.getByRole('main').getByRole('heading', { level }).getByRole('link');

for (const lang of ['zh', 'en'] as Lang[]) {
  test.describe(`${lang}: expert viewpoints`, () => {
    test('keyword lookup finds a part of a keyword, tutor filter, and the lookup is shareable', async ({ page, request }) => {
      const problems = consoleProblems(page);
      const part = lang === 'zh' ? '样本' : 'sample';
      const expected = await api<Viewpoint[]>(request, `/home/viewpoint/keyword/${encodeURIComponent(part)}?lang=${lang}`);
      expect(expected.length).toBeGreaterThan(1);
      await page.goto(inLang(lang, '/master'));
      const box = page.getByRole('searchbox', { name: text(lang, 'master', 'lookup.label') });
      await hydrated(box);
      await box.fill(part);
      await page.getByRole('button', { name: text(lang, 'master', 'lookup.submit') }).click();
      await expect(page.getByRole('heading', { level: 2, name: text(lang, 'master', 'results.keyword', { keyword: part }) })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`\\?keyword=${encodeURIComponent(part)}$`));
      const titles = cardTitles(page, 3);
      await expect(titles).toHaveCount(Math.min(expected.length, 6));
      for (const v of expected.slice(0, 6)) await expect(titles.filter({ hasText: v.title })).toHaveCount(1);

      // Reopened from its address, the lookup shows the same result.
      await page.goto(page.url());
      await expect(box).toHaveValue(part);
      await expect(titles).toHaveCount(Math.min(expected.length, 6));

      const tutors = await api<{ id: number; name: string }[]>(request, `/home/viewpoint/tutor?lang=${lang}`);
      const byTutor = (await api<{ list: Viewpoint[] }>(request, `/home/viewpoint?lang=${lang}&tutorId=${tutors[1]!.id}&size=100`)).list;
      await page.goto(inLang(lang, '/master'));
      const tutorButton = page.getByRole('button', { name: new RegExp(tutors[1]!.name) });
      await hydrated(tutorButton);
      await tutorButton.click();
      await expect(tutorButton).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(new RegExp(`\\?tutor=${tutors[1]!.id}$`));
      await expect(titles).toHaveCount(Math.min(byTutor.length, 6));
      for (const v of byTutor.slice(0, 6)) await expect(titles.filter({ hasText: v.title })).toHaveCount(1);
      expect(problems).toEqual([]);
    });

    test('a viewpoint shows its related items as cards, previous and next, and Article data', async ({ page, request }) => {
      const problems = consoleProblems(page);
      const all = (await api<{ list: Viewpoint[] }>(request, `/home/viewpoint?lang=${lang}&size=100`)).list;
      const middle = await api<Viewpoint & { related: Viewpoint[]; prev: Brief; next: Brief }>(
        request,
        `/home/viewpoint/${all[1]!.id}?lang=${lang}`,
      );
      await page.goto(inLang(lang, `/master/${middle.id}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(middle.title);
      const related = page.getByRole('heading', { level: 2, name: t(lang, 'article.related') }).locator('..');
      await expect(related.getByRole('listitem')).toHaveCount(middle.related.length);
      for (const r of middle.related) {
        const card = related.getByRole('listitem').filter({ hasText: r.title });
        await expect(card.getByRole('link')).toHaveAttribute('href', inLang(lang, `/master/${r.id}`));
        await expect(card).toContainText(r.summary.slice(0, 10));
      }
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as Record<
        string,
        unknown
      >;
      expect(jsonLd).toEqual(
        expect.objectContaining({ '@type': 'Article', headline: middle.title, datePublished: middle.publishedAt.slice(0, 10) }),
      );

      await page.getByRole('link', { name: new RegExp(t(lang, 'article.next')) }).click();
      await expect(page).toHaveURL(new RegExp(`${inLang(lang, `/master/${middle.next.id}`)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(middle.next.title);
      await page.getByRole('link', { name: new RegExp(t(lang, 'article.prev')) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(middle.title);
      expect(problems).toEqual([]);
    });
  });

  for (const [base, collection, ns] of [
    ['/news', 'news', 'news'],
    ['/article', 'article', 'article'],
  ] as const) {
    test(`${inLang(lang, base)}: newest first, paged, and a story's previous / next`, async ({ page, request }) => {
      const problems = consoleProblems(page);
      const all = (await api<{ list: Story[] }>(request, `/home/${collection}?lang=${lang}&size=100`)).list;
      expect(all.length).toBeGreaterThan(6);
      await page.goto(inLang(lang, base));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, ns, 'title'));
      const titles = cardTitles(page, 2);
      await expect(titles).toHaveCount(6);
      await expect(titles.first()).toHaveText(all[0]!.title);
      const dates = await page
        .getByRole('main')
        .locator('li time')
        .evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
      expect(dates).toEqual([...dates].sort().reverse());

      const pager = page.getByRole('navigation', { name: t(lang, 'list.pager') });
      await hydrated(pager.getByRole('link', { name: t(lang, 'list.last') }));
      await pager.getByRole('link', { name: t(lang, 'list.last') }).click();
      // Page 2 is a built page of its own (crawlers and visitors without scripts reach it too).
      await expect(page).toHaveURL(new RegExp(`${inLang(lang, `${base}/page/2`)}$`));
      await expect(titles.first()).toHaveText(all[6]!.title);
      await expect(page.getByTestId('list-status')).toHaveText(t(lang, 'list.loadedAll').replace('{{count}}', String(all.length)));

      await titles.first().click();
      await expect(page).toHaveURL(new RegExp(`${inLang(lang, `${base}/${all[6]!.id}`)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(all[6]!.title);
      await page.getByRole('link', { name: new RegExp(t(lang, 'article.prev')) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(all[5]!.title);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as Record<
        string,
        unknown
      >;
      expect(jsonLd).toEqual(expect.objectContaining({ '@type': 'Article', headline: all[5]!.title }));
      expect(problems).toEqual([]);
    });
  }

  test(`${inLang(lang, '/news/1')}: a table fills the text column and scrolls in its own named region`, async ({ page }) => {
    // #34: a story's table took half the column (the scroll box was the table itself, display: block).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(inLang(lang, '/news/1'));
    const prose = page.locator('main .prose');
    const region = prose.getByRole('region', { name: t(lang, 'article.table').replace('{{n}}', '1') });
    await expect(region).toHaveAttribute('tabindex', '0');
    const [column, table] = await Promise.all([
      prose.evaluate((el) => el.getBoundingClientRect().width),
      region.locator('table').evaluate((el) => el.getBoundingClientRect().width),
    ]);
    expect(table).toBeGreaterThanOrEqual(column - 1);
  });

  test(`${inLang(lang, '/joinus')}: jobs grouped under Developer, Product Operation and Survey Researcher`, async ({ page, request }) => {
    const problems = consoleProblems(page);
    await page.goto(inLang(lang, '/joinus'));
    const groups = ['developer', 'operation', 'researcher'];
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(headings).toHaveText([
      text(lang, 'joinus', 'culture.title'),
      ...groups.map((g) => text(lang, 'joinus', `groups.${g}`)),
      text(lang, 'joinus', 'apply.title'),
    ]);
    for (const group of groups) {
      const jobs = await api<{ title: string; level: string; demands: string[]; duties: string[] }[]>(
        request,
        `/home/job?lang=${lang}&group=${group}`,
      );
      const section = page.getByTestId(`job-group-${group}`);
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(jobs.map((j) => j.title));
      const first = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: jobs[0]!.title }) });
      await expect(first).toContainText(jobs[0]!.level);
      await expect(first).toContainText(jobs[0]!.demands[0]!);
      await expect(first).toContainText(jobs[0]!.duties[0]!);
    }
    // A position's requirements and duties are folded under its title, level and city; opened, they show
    // with a mail link whose subject names the position and the city.
    const [job] = await api<{ title: string; location: string; demands: string[]; duties: string[] }[]>(
      request,
      `/home/job?lang=${lang}&group=developer`,
    );
    const card = page.getByTestId('job').filter({ has: page.getByRole('heading', { level: 3, name: job!.title }) });
    await expect(card.getByText(job!.demands[0]!)).toBeHidden();
    await card.getByText(text(lang, 'joinus', 'details', { n: job!.demands.length + job!.duties.length }), { exact: true }).click();
    await expect(card.getByText(job!.demands[0]!)).toBeVisible();
    const city = siteConfig.offices.find((o) => o.id === job!.location)!.city[lang];
    const apply = card.getByRole('link', { name: `${text(lang, 'joinus', 'apply.forJob')}${t(lang, 'colon')}${job!.title}` });
    await expect(apply).toHaveAttribute(
      'href',
      `mailto:${siteSettings.email.careers}?subject=${encodeURIComponent(text(lang, 'joinus', 'apply.subject', { title: job!.title, city }))}`,
    );
    await expect(page.getByRole('link', { name: siteSettings.email.careers })).toHaveAttribute(
      'href',
      `mailto:${siteSettings.email.careers}`,
    );
    expect(problems).toEqual([]);
  });

  test(`${inLang(lang, '/about')}: figures, offices and contacts, reached from the footer`, async ({ page }) => {
    const problems = consoleProblems(page);
    await page.goto(inLang(lang, '/'));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t(lang, 'footer.about') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${inLang(lang, '/about')}$`));
    const figures = page
      .getByRole('heading', { level: 3, name: text(lang, 'about', 'figures.label') })
      .locator('xpath=following-sibling::ul[1]');
    for (const value of [
      plus(FIGURES.overseasClients),
      plus(FIGURES.customers),
      plus(FIGURES.researchClients),
      plus(FIGURES.projectsPerYear),
    ]) {
      await expect(figures.getByText(value, { exact: true })).toBeVisible();
    }
    const offices = page.getByRole('region', { name: text(lang, 'about', 'offices.title', { count: FIGURES.offices }) });
    await expect(offices.getByRole('heading', { level: 2 })).toBeVisible();
    for (const office of siteConfig.offices) await expect(offices.getByText(office.city[lang], { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: siteSettings.sales.phone })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: text(lang, 'about', 'contacts.jobs') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${inLang(lang, '/joinus')}$`));
    expect(problems).toEqual([]);
  });

  test(`${inLang(lang, '/agreement')}: a table of contents that jumps to its section`, async ({ page }) => {
    const problems = consoleProblems(page);
    await page.goto(inLang(lang, '/agreement'));
    const toc = page.getByRole('navigation', { name: t(lang, 'legal.toc') });
    const sections = page.getByRole('main').locator('.prose h2');
    const count = await sections.count();
    expect(count).toBeGreaterThan(5);
    await expect(toc.getByRole('link')).toHaveCount(count);
    const last = toc.getByRole('link').last();
    await last.click();
    await expect(page).toHaveURL(/#s\d+$/);
    await expect(sections.last()).toBeInViewport();
    if (lang === 'zh') {
      const body = (await page.getByRole('main').locator('.prose').textContent())!;
      expect(body).not.toContain('"');
      expect(body).toMatch(/[“「]/);
    }
    expect(problems).toEqual([]);
  });
}

test('the home page links to the template list and the latest stories', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /浏览全部模板/ }).click();
  await expect(page).toHaveURL(/\/template$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('zh', 'templates', 'title'));
});

test('the lists work on a phone @mobile', async ({ page }) => {
  const problems = consoleProblems(page);
  await page.goto('/template?page=2');
  await expect(page.getByRole('link', { name: t('zh', 'list.page').replace('{{page}}', '2'), exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goto('/en/joinus');
  await expect(page.getByTestId('job-group-developer')).toBeVisible();
  await page.goto('/master?keyword=%E6%A0%B7%E6%9C%AC');
  await expect(page.getByRole('heading', { level: 2, name: text('zh', 'master', 'results.keyword', { keyword: '样本' }) })).toBeVisible();
  expect(problems).toEqual([]);
});
