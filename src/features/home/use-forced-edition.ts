import { useEffect } from 'react';
import { setEdition } from '../../lib/edition';

/**
 * Forces an edition for the /default and /overseas pages. On a full page load the head script has already
 * chosen it from the path before the first paint; this covers client-side navigation to those pages,
 * where no head script runs.
 */
export function useForcedEdition(edition: 'china' | 'overseas'): void {
  useEffect(() => {
    setEdition(edition);
  }, [edition]);
}
