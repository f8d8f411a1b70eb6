import React, { Suspense } from 'react';
import type { WrapPageElementBrowserArgs } from 'gatsby';
import { PageErrorBoundary } from './error-boundary';

/**
 * Wraps every page in the error boundary (outermost, so it also catches the layout) and a Suspense boundary.
 * The boundary makes React hydrate the page as low-priority work split into short tasks (selective
 * hydration) instead of one long task at start-up; the server-rendered page is on screen meanwhile, and a
 * click on a part not yet hydrated hydrates that part first and is then replayed.
 */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) {
  return (
    <PageErrorBoundary path={props.location.pathname}>
      <Suspense fallback={null}>{element}</Suspense>
    </PageErrorBoundary>
  );
}
