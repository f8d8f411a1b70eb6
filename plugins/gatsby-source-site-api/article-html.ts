import sanitizeHtml from 'sanitize-html';
import { emojiToIcons } from './emoji-icons';

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** What an <img> becomes once its image is processed (see help-images.ts). */
export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
  /** The full-size file the image viewer opens. */
  full: string;
}

const SAFE_SRC = /^(\/(?!\/)|https:\/\/)/;

/**
 * Article HTML from the API is untrusted: only this allowlist reaches the page. No scripts, styles, event
 * handlers, iframes, forms or SVG/MathML; links only to http(s), mailto and tel; images only from our own
 * paths or https. Headings get ids that are stable across languages (`s2`, `s2-1`: their position in the
 * article), so a language switch can keep the reader's place. Images become responsive and lazy.
 */
export function sanitizeArticleHtml(
  html: string,
  images: Map<string, ResponsiveImage> = new Map(),
): { html: string; toc: TocEntry[]; text: string } {
  let h2 = 0;
  let h3 = 0;
  const clean = sanitizeHtml(html, {
    allowedTags: [
      'p',
      'h2',
      'h3',
      'h4',
      'ul',
      'ol',
      'li',
      'blockquote',
      'strong',
      'em',
      'b',
      'i',
      'del',
      'code',
      'pre',
      'a',
      'img',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'hr',
      'br',
      'sup',
      'sub',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding', 'data-full'],
      h2: ['id'],
      h3: ['id'],
      th: ['align', 'colspan', 'rowspan'],
      td: ['align', 'colspan', 'rowspan'],
      ol: ['start'],
      pre: ['tabindex'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Text of dropped dangerous elements is dropped with them.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'iframe', 'object', 'embed', 'template'],
    transformTags: {
      // A code block keeps its lines and scrolls sideways when they are longer than the column (global.css):
      // in the tab order, so a keyboard can scroll it too.
      pre: () => ({ tagName: 'pre', attribs: { tabindex: '0' } }),
      h1: () => ({ tagName: 'h2', attribs: {} }),
      h2: () => {
        h2++;
        h3 = 0;
        return { tagName: 'h2', attribs: { id: `s${h2}` } };
      },
      h3: () => {
        h3++;
        return { tagName: 'h3', attribs: { id: `s${h2}-${h3}` } };
      },
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const external = /^https?:\/\//i.test(href);
        const attribs2: Record<string, string> = external ? { href, rel: 'noopener noreferrer', target: '_blank' } : { href };
        return { tagName, attribs: attribs2 };
      },
      img: (tagName, attribs) => {
        const src = attribs.src ?? '';
        if (!SAFE_SRC.test(src)) return { tagName: 'span', attribs: {} };
        const r = images.get(src);
        const base: Record<string, string> = { alt: attribs.alt ?? '', loading: 'lazy', decoding: 'async' };
        if (!r) return { tagName, attribs: { ...base, src, 'data-full': src } };
        const out: Record<string, string> = {
          ...base,
          src: r.src,
          ...(r.srcSet ? { srcset: r.srcSet } : {}),
          ...(r.sizes ? { sizes: r.sizes } : {}),
          ...(r.width ? { width: String(r.width) } : {}),
          ...(r.height ? { height: String(r.height) } : {}),
          'data-full': r.full,
        };
        return { tagName, attribs: out };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'span' && !frame.text.trim(),
  });
  // Number the images in order: the viewer's #img-N links point at them.
  let index = 0;
  const numbered = clean.replace(/<img /g, () => `<img data-index="${index++}" `);
  const toc: TocEntry[] = [...numbered.matchAll(/<h([23]) id="([^"]+)">([\s\S]*?)<\/h\1>/g)].map((m) => ({
    id: m[2]!,
    level: Number(m[1]) as 2 | 3,
    text: decode(m[3]!.replace(/<[^>]+>/g, '')).trim(),
  }));
  const text = decode(numbered.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  // After the allowlist: the icons are our own markup (the allowlist drops every SVG from the API).
  return { html: emojiToIcons(numbered), toc, text };
}

function decode(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}
