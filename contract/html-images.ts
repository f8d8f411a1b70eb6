/**
 * The image sources a body of HTML names, in order: the images a help article shows, which its `version`
 * covers besides the answer (server/content/help-version.ts) and the build makes responsive (the source
 * plugin). Apart from contract/content: the build's compiler takes this module, not the schemas' typing.
 */
export function imageSources(html: string): string[] {
  return [...html.matchAll(/<img[^>]*\ssrc="([^"]+)"/gi)].map((m) => m[1]!);
}
