import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles, PUBLIC } from '../scripts/built-site';
import { describeBuilt } from './describe-built';

/**
 * src/app/ssr.tsx leaves gatsby-plugin-image's head styles and script out of every page, because no page
 * renders `<GatsbyImage>`: images are `Picture`'s plain `<picture>` markup. Checked on the built site
 * (`npm run test:built`), both ways: a page with GatsbyImage's markup would now be unstyled (its image
 * invisible until the plugin's script ran), and the plugin's styles in a page mean it renamed the head
 * elements the filter knows.
 */
describeBuilt('gatsby-plugin-image adds nothing to the built pages', () => {
  const pages = htmlFiles();

  test('there are pages to read', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  test("no page carries GatsbyImage's markup (draw images with Picture, src/components/picture.tsx)", () => {
    const withMarkup = pages.filter((file) => fs.readFileSync(file, 'utf8').includes('data-gatsby-image-wrapper'));
    expect(withMarkup.map((file) => path.relative(PUBLIC, file))).toEqual([]);
  });

  test("no page carries the plugin's head styles or script (GATSBY_IMAGE_HEAD_KEYS in src/app/ssr.tsx)", () => {
    const withBoilerplate = pages.filter((file) => {
      const html = fs.readFileSync(file, 'utf8');
      return html.includes('.gatsby-image-wrapper{') || html.includes('dataset.gatsbyImageSsr');
    });
    expect(withBoilerplate.map((file) => path.relative(PUBLIC, file))).toEqual([]);
  });
});
