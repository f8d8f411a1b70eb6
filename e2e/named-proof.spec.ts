import { expect, test, type Page } from '@playwright/test';
import { hydrated, inLang, siteConfig, t, type Lang } from './helpers';
import { api, consoleProblems, skipContactPopup, text } from './editorial-helpers';

/**
 * Named proof (#34): the case studies' clients by logo and name, testimonials signed by a person with a
 * role, the team on /about, the culture and the role filter on /joinus (with and without scripts), and
 * what the thank-you page says happens next.
 */

test.beforeEach(({ page }) => skipContactPopup(page));

interface CaseItem {
  id: number;
  clientName: string;
  logo: string;
  testimonial: { quote: string; person: string; role: string };
}
interface TeamMember {
  name: string;
  role: string;
}
interface JobItem {
  title: string;
  group: string;
  location: string;
}

const visibleJobs = (page: Page) => page.locator('[data-testid="job"]:visible h3');
const office = (id: string, lang: Lang) => siteConfig.offices.find((o) => o.id === id)!.city[lang];

for (const lang of ['zh', 'en'] as Lang[]) {
  test(`${inLang(lang, '/')}: the clients by logo and name, three testimonials signed with a name and role`, async ({ page, request }) => {
    const problems = consoleProblems(page);
    const cases = await api<CaseItem[]>(request, `/home/case?lang=${lang}`);
    await page.goto(inLang(lang, '/'));
    const proof = page.getByTestId('proof');
    const logos = proof.getByTestId('client-logos').getByRole('link');
    await expect(logos).toHaveText(cases.map((c) => c.clientName));

    const quotes = proof.getByTestId('testimonial');
    await expect(quotes).toHaveCount(3);
    for (const [i, c] of cases.slice(0, 3).entries()) {
      const quote = quotes.nth(i);
      await expect(quote.locator('blockquote')).toHaveText(`“${c.testimonial.quote}”`);
      await expect(quote.locator('figcaption')).toContainText(c.testimonial.person);
      await expect(quote.locator('figcaption')).toContainText(c.testimonial.role);
    }
    // Side by side at 1280 px, the three people are signed on one line, whatever their quotes' lengths.
    await quotes.first().scrollIntoViewIfNeeded();
    const signed = await quotes.evaluateAll((els) =>
      els.map((e) => Math.round(e.querySelector('figcaption')!.getBoundingClientRect().top)),
    );
    expect(new Set(signed).size, `signature tops ${signed.join(', ')}`).toBe(1);

    // A logo leads to its case study, which names the client and carries the same person's words.
    const first = cases[0]!;
    await logos.first().click();
    await expect(page).toHaveURL(new RegExp(`${inLang(lang, `/cases/${first.id}`)}$`));
    const said = page.getByRole('region', { name: text(lang, 'cases', 'sections.testimonial', { client: first.clientName }) });
    await expect(said.locator('blockquote')).toHaveText(`“${first.testimonial.quote}”`);
    await expect(said.locator('figcaption')).toContainText(`${first.testimonial.person}`);
    await expect(said.locator('figcaption')).toContainText(`${first.testimonial.role}`);
    expect(problems).toEqual([]);
  });

  test(`${inLang(lang, '/')} @mobile: on a phone the testimonials are one row that scrolls sideways, and Tab brings each into view`, async ({
    page,
  }) => {
    await page.goto(inLang(lang, '/'));
    const proof = page.getByTestId('proof');
    const quotes = proof.getByTestId('testimonial');
    await expect(quotes).toHaveCount(3);
    const row = proof.locator('ul').filter({ has: page.getByTestId('testimonial') });
    await row.scrollIntoViewIfNeeded();
    const tops = await quotes.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size, `card tops ${tops.join(', ')}`).toBe(1);
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // The row scrolls inside the page: the page itself is no wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The last card starts out of view; its link, focused as Tab would, brings it into the row's view.
    const inView = () =>
      row.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const link = el.querySelector('li:last-child a')!.getBoundingClientRect();
        return link.left >= box.left - 1 && link.right <= box.right + 1;
      });
    expect(await inView()).toBe(false);
    await row.locator('li').last().getByRole('link').focus();
    await expect.poll(inView).toBe(true);
  });

  test(`${inLang(lang, '/cases')}: every card shows its client's logo and name`, async ({ page, request }) => {
    const cases = await api<CaseItem[]>(request, `/home/case?lang=${lang}`);
    await page.goto(inLang(lang, '/cases'));
    const cards = page.getByTestId('case-card');
    await expect(cards).toHaveCount(cases.length);
    for (const [i, c] of cases.entries()) {
      await expect(cards.nth(i)).toContainText(c.clientName);
      await expect(cards.nth(i).locator('svg[aria-hidden="true"]')).toHaveCount(1);
    }
  });

  test(`${inLang(lang, '/about')}: the team, each person with a role`, async ({ page, request }) => {
    const problems = consoleProblems(page);
    const team = await api<TeamMember[]>(request, `/home/team?lang=${lang}`);
    expect(team.length).toBeGreaterThanOrEqual(4);
    await page.goto(inLang(lang, '/about'));
    const section = page.getByRole('region', { name: text(lang, 'about', 'team.title') });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(team.map((m) => m.name));
    for (const m of team) {
      await expect(section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: m.name }) })).toContainText(m.role);
    }
    expect(problems).toEqual([]);
  });

  test(`${inLang(lang, '/joinus')}: the culture, and a team and location filter that is kept in the address`, async ({ page, request }) => {
    const problems = consoleProblems(page);
    const jobs = await api<JobItem[]>(request, `/home/job?lang=${lang}`);
    await page.goto(inLang(lang, '/joinus'));
    await expect(page.getByRole('region', { name: text(lang, 'joinus', 'culture.title') }).getByRole('listitem')).toHaveCount(6);
    await expect(visibleJobs(page)).toHaveText(jobs.map((j) => j.title));

    const filters = page.getByTestId('job-filters');
    await hydrated(filters.getByRole('radio').first());
    const teams = filters.getByRole('group', { name: text(lang, 'joinus', 'filters.team') });
    const places = filters.getByRole('group', { name: text(lang, 'joinus', 'filters.location') });

    await teams.getByRole('radio', { name: text(lang, 'joinus', 'groups.developer') }).check();
    const devs = jobs.filter((j) => j.group === 'developer');
    await expect(visibleJobs(page)).toHaveText(devs.map((j) => j.title));
    await expect(page).toHaveURL(/\/joinus\?team=developer$/);
    await expect(page.getByTestId('job-group-operation')).toBeHidden();

    const where = devs[1]!.location;
    await places.getByRole('radio', { name: office(where, lang) }).check();
    const both = devs.filter((j) => j.location === where);
    await expect(visibleJobs(page)).toHaveText(both.map((j) => j.title));
    await expect(page.getByTestId('job-count')).toContainText(String(both.length));
    await expect(page.getByTestId('jobs-empty')).toBeHidden();

    // A team and an office with nothing in common: the note says so, and the address can be shared.
    const elsewhere = siteConfig.offices.find((o) => jobs.some((j) => j.location === o.id) && !devs.some((j) => j.location === o.id))!;
    await places.getByRole('radio', { name: elsewhere.city[lang] }).check();
    await expect(visibleJobs(page)).toHaveCount(0);
    await expect(page.getByTestId('jobs-empty')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/joinus\\?team=developer&location=${elsewhere.id}$`));

    await teams.getByRole('radio', { name: text(lang, 'joinus', 'filters.all') }).check();
    await expect(visibleJobs(page)).toHaveText(jobs.filter((j) => j.location === elsewhere.id).map((j) => j.title));

    // Opened from a shared address, the list is filtered.
    await page.goto(`${inLang(lang, '/joinus')}?team=researcher`);
    await expect(visibleJobs(page)).toHaveText(jobs.filter((j) => j.group === 'researcher').map((j) => j.title));
    await expect(page.getByTestId('job-group-developer')).toBeHidden();
    expect(problems).toEqual([]);
  });

  test(`${inLang(lang, '/joinus')} without scripts: the filter still filters`, async ({ browser, baseURL, request }) => {
    const jobs = await api<JobItem[]>(request, `/home/job?lang=${lang}`);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(inLang(lang, '/joinus'));
    await expect(visibleJobs(page)).toHaveText(jobs.map((j) => j.title));
    const filters = page.getByTestId('job-filters');
    await filters.getByRole('radio', { name: text(lang, 'joinus', 'groups.researcher') }).check();
    const researchers = jobs.filter((j) => j.group === 'researcher');
    await expect(visibleJobs(page)).toHaveText(researchers.map((j) => j.title));
    const where = researchers[0]!.location;
    await filters.getByRole('radio', { name: office(where, lang) }).check();
    await expect(visibleJobs(page)).toHaveText(researchers.filter((j) => j.location === where).map((j) => j.title));
    const none = siteConfig.offices.find((o) => jobs.some((j) => j.location === o.id) && !researchers.some((j) => j.location === o.id));
    if (none) {
      await filters.getByRole('radio', { name: none.city[lang] }).check();
      await expect(visibleJobs(page)).toHaveCount(0);
      await expect(page.getByTestId('jobs-empty')).toBeVisible();
    }
    await context.close();
  });

  test(`${inLang(lang, '/thanks')}: the response time and what happens next`, async ({ page }) => {
    await page.goto(inLang(lang, '/thanks'));
    await expect(page.getByTestId('reply-time')).toHaveText(
      `${text(lang, 'contact', 'thanks.replyLabel')}${t(lang, 'colon')}${siteConfig.replyTime[lang]}`,
    );
    const next = page.getByTestId('contact-next-steps');
    await expect(next.getByRole('heading', { level: 2 })).toHaveText(text(lang, 'contact', 'thanks.nextTitle'));
    await expect(next.getByRole('listitem')).toHaveCount(3);
    await expect(next.getByRole('link', { name: text(lang, 'contact', 'thanks.links.cases') })).toHaveAttribute(
      'href',
      inLang(lang, '/cases'),
    );
  });
}
