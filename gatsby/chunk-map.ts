import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Gatsby's chunk map (page component → its JS and CSS files) moved out of every page into one cached file.
 *
 * With slices on (Gatsby 5's default) the stats extractor writes the map into the `_gatsby-scripts` slice,
 * which is stitched into every page: 7.3 KB of inline script in each of our 280 pages, the largest single
 * part of a help article after its CSS. It also writes it JSON-encoded twice (`window.___chunkMapping="{…}"`,
 * a string), so the loader's `___chunkMapping[componentChunkName]` finds nothing and links never prefetch
 * the JS of the page they lead to. The file written here holds the map as an object, under a name that
 * changes with its content (cached for a year like the other hashed files); the slice loads it with a
 * blocking script just before the app's async scripts, so the map is there before anything can read it.
 */
export const CHUNK_MAP_SLICE = path.join('_gatsby', 'slices', '_gatsby-scripts-1.html');

const INLINE_MAP = /<script\s+id="gatsby-chunk-mapping"\s*>\s*window\.___chunkMapping=("(?:[^"\\]|\\.)*");\s*<\/script>/;

export interface ExternalChunkMap {
  /** The slice with the inline map replaced by a script that loads the file. */
  slice: string;
  /** The file's name in public/, e.g. `chunk-map-0123456789abcdef0123.js`. */
  file: string;
  /** The file's content. */
  script: string;
}

/**
 * Takes the inline chunk map out of the scripts slice. Null when the slice has no inline map (already
 * moved, as on a build that did not rewrite the slice); throws when the map is there in a form this
 * does not know (Gatsby changed how it writes the slice: read the slice and update this function).
 */
export function externalizeChunkMap(slice: string): ExternalChunkMap | null {
  const match = INLINE_MAP.exec(slice);
  if (!match) {
    if (slice.includes('___chunkMapping=')) throw new Error('gatsby/chunk-map.ts: the inline chunk map changed form; update INLINE_MAP');
    return null;
  }
  const encoded = JSON.parse(match[1]!) as unknown;
  // Gatsby 5.16 encodes the map twice; an object literal in a later version would parse once.
  const map = (typeof encoded === 'string' ? JSON.parse(encoded) : encoded) as Record<string, string[]>;
  const script = `window.___chunkMapping=${JSON.stringify(map)};\n`;
  const file = `chunk-map-${createHash('sha256').update(script).digest('hex').slice(0, 20)}.js`;
  return { slice: slice.replace(match[0], `<script id="gatsby-chunk-mapping" src="/${file}"></script>`), file, script };
}

interface DoneCompiler {
  hooks: { done: { tapPromise(name: string, fn: () => Promise<void>): void } };
}

/**
 * Rewrites the scripts slice after Gatsby's stats extractor has written it (both run when the browser
 * bundle is done; this plugin is added after Gatsby's, so it runs after it).
 */
export class ExternalChunkMapPlugin {
  constructor(private readonly publicDir: string) {}

  apply(compiler: DoneCompiler): void {
    compiler.hooks.done.tapPromise('ExternalChunkMapPlugin', async () => {
      const slicePath = path.join(this.publicDir, CHUNK_MAP_SLICE);
      const slice = await fs.readFile(slicePath, 'utf8').catch(() => null);
      if (slice === null) throw new Error(`gatsby/chunk-map.ts: ${CHUNK_MAP_SLICE} not written; Gatsby changed its scripts slice`);
      const moved = externalizeChunkMap(slice);
      if (!moved) return;
      await fs.writeFile(path.join(this.publicDir, moved.file), moved.script);
      await fs.writeFile(slicePath, moved.slice);
      // Earlier builds' maps: no page of this build names them.
      for (const name of await fs.readdir(this.publicDir)) {
        if (/^chunk-map-[0-9a-f]{20}\.js$/.test(name) && name !== moved.file) await fs.rm(path.join(this.publicDir, name), { force: true });
      }
    });
  }
}
