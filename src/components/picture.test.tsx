import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { imageData, Picture } from './picture';

const image: IGatsbyImageData = {
  layout: 'constrained',
  width: 860,
  height: 484,
  backgroundColor: '#e8effc',
  images: {
    fallback: {
      src: '/static/a/cover.png',
      srcSet: '/static/a/cover-430.png 430w,\n/static/a/cover.png 860w',
      sizes: '(min-width: 860px) 860px, 100vw',
    },
    sources: [
      { type: 'image/webp', srcSet: '/static/a/cover-430.webp 430w,\n/static/a/cover.webp 860w', sizes: '(min-width: 860px) 860px, 100vw' },
    ],
  },
  placeholder: { fallback: 'data:image/png;base64,iVBORw0KGgo=' },
};

describe('Picture', () => {
  test('renders the build-time sources, size and placeholder as plain markup', () => {
    const html = renderToStaticMarkup(<Picture image={image} alt="Cover" className="cover" />);
    expect(html).toContain('<source type="image/webp" srcSet="/static/a/cover-430.webp 430w,\n/static/a/cover.webp 860w"');
    expect(html).toMatch(
      /<img src="\/static\/a\/cover.png" srcSet="[^"]+" sizes="\(min-width: 860px\) 860px, 100vw" width="860" height="484" alt="Cover" loading="lazy" decoding="async"\/>/,
    );
    expect(html).toContain('aspect-ratio:860 / 484');
    expect(html).toContain('max-width:860px');
    expect(html).toContain('background-image:url(&quot;data:image/png;base64,iVBORw0KGgo=&quot;)');
  });

  test('loads at once when above the fold', () => {
    const html = renderToStaticMarkup(<Picture image={image} alt="" eager />);
    expect(html).toContain('loading="eager"');
    expect(html).not.toContain('fetchpriority');
  });

  test("the page's largest image loads at once and at high priority", () => {
    const html = renderToStaticMarkup(<Picture image={image} alt="" priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchpriority="high"');
  });

  test('imageData reads a File node, image data, or nothing', () => {
    expect(imageData({ childImageSharp: { gatsbyImageData: image } })).toBe(image);
    expect(imageData(image)).toBe(image);
    expect(imageData(null)).toBeNull();
    expect(imageData({ childImageSharp: null } as never)).toBeNull();
  });
});
