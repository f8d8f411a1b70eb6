/** @jest-environment jsdom */
import React, { useState } from 'react';
import { TextEncoder } from 'node:util';
import { replaceHydrateFunction } from './hydrate';

// The server renderer (jsdom lacks the TextEncoder it needs; loaded after it is provided).
Object.assign(globalThis, { TextEncoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');

/** A part that takes `ms` of the main thread to render, as a large page's parts do on a slow phone. */
function Slow({ ms, log, i }: { ms: number; log: string[]; i: number }) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy: the render's own work
  }
  log.push(`part ${i}`);
  return <li>part {i}</li>;
}

function Page({ parts, log }: { parts: number; log: string[] }) {
  const [clicks, setClicks] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => setClicks((c) => c + 1)}>
        clicked {clicks}
      </button>
      <ul>
        {Array.from({ length: parts }, (_, i) => (
          <Slow key={i} ms={2} log={log} i={i} />
        ))}
      </ul>
    </main>
  );
}

/** The page as Gatsby serves it: the server HTML inside the focus wrapper, inside #___gatsby. */
function served(html: string): HTMLElement {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${html}</div></div>`;
  return document.getElementById('___gatsby')!;
}

const wrapped = (page: React.ReactElement) => <div id="gatsby-focus-wrapper">{page}</div>;
const until = async (done: () => boolean) => {
  for (let i = 0; i < 500 && !done(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe('hydration (replaceHydrateFunction)', () => {
  beforeEach(() => jest.spyOn(console, 'error'));
  afterEach(() => jest.restoreAllMocks());

  test('hydrates the server HTML in short tasks: other work runs between its parts', async () => {
    const log: string[] = [];
    const root = served(renderToString(<Page parts={40} log={[]} />));
    const server = root.innerHTML;
    replaceHydrateFunction()(wrapped(<Page parts={40} log={log} />), root);
    // A task queued now (as a visitor's input would be) runs before hydration ends: 40 parts of 2 ms
    // are far more than one of React's 5 ms slices. Hydrated in one task, all 40 would come first.
    setTimeout(() => log.push('other task'), 0);
    await until(() => log.filter((l) => l.startsWith('part')).length === 40);
    await new Promise((r) => setTimeout(r, 20));
    const other = log.indexOf('other task');
    expect(other).toBeGreaterThan(-1);
    expect(other).toBeLessThan(40);
    // The server's nodes were kept, not replaced, and React took them over.
    expect(root.innerHTML).toBe(server);
    root.querySelector('button')!.click();
    await until(() => root.querySelector('button')!.textContent === 'clicked 1');
    expect(root.querySelector('button')!.textContent).toBe('clicked 1');
    expect(console.error).not.toHaveBeenCalled();
  });

  test('renders a page that has no server HTML', async () => {
    document.body.innerHTML = '<div id="___gatsby"></div>';
    const root = document.getElementById('___gatsby')!;
    replaceHydrateFunction()(wrapped(<Page parts={1} log={[]} />), root);
    await until(() => root.querySelector('button') !== null);
    expect(root.querySelector('button')!.textContent).toBe('clicked 0');
    expect(console.error).not.toHaveBeenCalled();
  });
});
