/**
 * The static pages are rendered by React 18.3's streaming renderer (Gatsby's static-entry uses
 * renderToPipeableStream). Unpatched, it flushes its whole 2 KB buffer when a multi-byte character does
 * not fit at the end, so the unwritten tail goes out as NUL bytes (react issue 31134). patches/ fixes it
 * (applied by `npm install` through patch-package); this checks both builds Node loads.
 */
import path from 'node:path';
import { Writable } from 'node:stream';
import { createElement, Suspense } from 'react';

type PipeableRenderer = typeof import('react-dom/server').renderToPipeableStream;

function renderBytes(renderToPipeableStream: PipeableRenderer, text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    // Many short text chunks (a long one is encoded apart and never straddles the buffer).
    const spans = Array.from({ length: 300 }, (_, i) => createElement('span', { key: i }, text));
    const app = createElement(Suspense, { fallback: null }, createElement('p', null, ...spans));
    const { pipe } = renderToPipeableStream(app, { onAllReady: () => pipe(sink), onError: reject });
  });
}

describe.each([
  ['development', 'react-dom-server.node.development.js'],
  ['production', 'react-dom-server.node.production.min.js'],
])('React streaming renderer (%s build)', (_name, file) => {
  // The package's exports hide its builds; load each by its file (Node picks one by NODE_ENV).
  const reactDom = path.dirname(require.resolve('react-dom'));
  const { renderToPipeableStream } = jest.requireActual<{ renderToPipeableStream: PipeableRenderer }>(path.join(reactDom, 'cjs', file));

  it.each([0, 1, 2, 3, 4, 5])('writes Chinese text across the 2 KB buffer boundary intact (shift %i)', async (shift) => {
    // 3-byte characters; the ASCII prefix moves where one straddles the buffer's end.
    const text = `${'a'.repeat(shift)}高校问卷调查`;
    const html = await renderBytes(renderToPipeableStream, text);
    expect(html.includes(0)).toBe(false);
    expect(html.toString('utf8').split(`<span>${text}</span>`)).toHaveLength(301);
  });
});
