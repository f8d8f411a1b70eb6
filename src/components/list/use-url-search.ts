import { useCallback, useEffect, useState } from 'react';

/**
 * The page's query string as state, so a filtered or paged list can be shared and reopened. The first
 * render uses '' (what the static HTML was built with, so hydration matches); the real query is read
 * right after. `push` adds a history entry (or replaces it); Back and Forward restore the earlier list.
 */
export function useUrlSearch(): [search: string, push: (query: string, options?: { replace?: boolean }) => void] {
  const [search, setSearch] = useState('');
  useEffect(() => {
    const read = () => setSearch(window.location.search.replace(/^\?/, ''));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);
  const push = useCallback((query: string, options?: { replace?: boolean }) => {
    // From a list's built later page (`/template/page/2`) a filter's state goes on the list's own address.
    const path = query ? window.location.pathname.replace(/\/page\/\d+\/?$/, '') : window.location.pathname;
    const url = `${path}${query ? `?${query}` : ''}`;
    // Typing replaces the entry (one per keystroke would make Back useless); tabs and pages add one.
    if (url !== `${window.location.pathname}${window.location.search}`) {
      if (options?.replace) window.history.replaceState(window.history.state, '', url);
      else window.history.pushState(window.history.state, '', url);
    }
    setSearch(query);
  }, []);
  return [search, push];
}
