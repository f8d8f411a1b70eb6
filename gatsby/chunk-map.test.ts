import { externalizeChunkMap } from './chunk-map';

const map = { app: ['/app.css', '/app-1234.js'], 'component---src-pages-index-tsx': ['/component---src-pages-index-tsx-abcd.js'] };
// As Gatsby 5.16 writes the scripts slice: the map encoded twice, then the hash and the app's scripts.
const slice = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping=${JSON.stringify(JSON.stringify(map))};
          </script>
        <script>window.___webpackCompilationHash="dd12";</script><script src="/app-1234.js" async></script>`;

describe('externalizeChunkMap', () => {
  it('moves the map into a hashed file that sets it as an object, loaded before the app', () => {
    const moved = externalizeChunkMap(slice)!;
    expect(moved.file).toMatch(/^chunk-map-[0-9a-f]{20}\.js$/);
    const window: { ___chunkMapping?: Record<string, string[]> } = {};
    new Function('window', moved.script)(window);
    expect(window.___chunkMapping).toEqual(map);
    expect(window.___chunkMapping!['component---src-pages-index-tsx']).toEqual(['/component---src-pages-index-tsx-abcd.js']);
    expect(moved.slice).not.toContain('___chunkMapping');
    expect(moved.slice).toMatch(
      new RegExp(`^\\s*<script id="gatsby-chunk-mapping" src="/${moved.file}"></script>\\s*<script>window.___webpackCompilationHash`),
    );
    // Blocking (no async/defer), before the app's async script.
    expect(moved.slice.indexOf(moved.file)).toBeLessThan(moved.slice.indexOf('/app-1234.js'));
  });

  it('names the file by its content', () => {
    const other = slice.replace('abcd', 'ef01');
    expect(externalizeChunkMap(other)!.file).not.toBe(externalizeChunkMap(slice)!.file);
    expect(externalizeChunkMap(slice)!.file).toBe(externalizeChunkMap(slice)!.file);
  });

  it('leaves a slice already rewritten alone, and fails loudly on a form it does not know', () => {
    expect(externalizeChunkMap(externalizeChunkMap(slice)!.slice)).toBeNull();
    expect(() => externalizeChunkMap('<script>window.___chunkMapping={"app":[]}</script>')).toThrow(/changed form/);
  });
});
