import React from 'react';
import type { WrapPageElementBrowserArgs } from 'gatsby';
import { PageErrorBoundary } from './error-boundary';

/** Wraps every page in the error boundary (outermost, so it also catches the layout). */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) {
  return <PageErrorBoundary path={props.location.pathname}>{element}</PageErrorBoundary>;
}
