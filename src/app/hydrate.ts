import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Hydration as a transition. React 18 hydrates a root in one task unless the update that starts it is a
 * transition: then it yields to the browser every few milliseconds, so a page's hydration is no longer one
 * long task that blocks input (Lighthouse's TBT counts each task's time past 50 ms). A click or key during
 * hydration makes React hydrate the part it lands on first. A page without server HTML (none is built
 * that way; `gatsby develop` without SSR) is rendered, as Gatsby's own function does. (Gatsby's type for
 * this API is react-dom's legacy `render`, which returns what it rendered; Gatsby ignores the value.)
 */
export const replaceHydrateFunction = () => (element: ReactElement, root: Element) => {
  if (!document.getElementById('gatsby-focus-wrapper')?.children.length) {
    createRoot(root).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(root, element);
  });
};
