import { siteConfig } from '../../../site.config';
import { FIGURES } from '../../lib/figures';

test('the about page lists as many offices as SPEC 9 counts, each with a city in both languages', () => {
  expect(siteConfig.offices).toHaveLength(FIGURES.offices);
  for (const office of siteConfig.offices) {
    expect(office.city.zh).toBeTruthy();
    expect(office.city.en).toBeTruthy();
  }
});
