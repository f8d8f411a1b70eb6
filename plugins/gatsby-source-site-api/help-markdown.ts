const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A help article's Markdown (as the API gives it: the source in content/, its images at the addresses the
 * HTML has) for the `/help/{id}.md` copies and llms.txt. Images point at the files the build published
 * (`images`: the API's address → the published full-size file), wherever the Markdown names them: image
 * syntax, a reference definition or a raw `<img>`. Links stay as written; gatsby/help-markdown.ts makes
 * site-relative ones absolute.
 */
export function helpMarkdown(markdown: string, images: Map<string, string>): string {
  let out = markdown;
  for (const [src, published] of images) {
    // Only as a destination (after `](`, `]:` or `src="`), never inside prose that quotes the address.
    const at = new RegExp(`(\\]\\([ \\t]*<?|\\]:[ \\t]*<?|\\ssrc=")${escapeRegExp(src)}(?=[\\s)>"]|$)`, 'gm');
    out = out.replace(at, (_m, head: string) => `${head}${published}`);
  }
  return out.trim();
}
