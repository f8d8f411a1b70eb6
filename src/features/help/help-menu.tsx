import React, { useEffect, useRef, useState } from 'react';
import { Link } from '../../components/link';
import { useTranslation } from 'react-i18next';
import { loadedFolderIds, type MenuNode } from '../../lib/help/help-tree';
import * as styles from './help-menu.module.css';

export const MENU_WIDTH = 300;

const fullMenus = new Map<string, Promise<MenuNode[]>>();

/** The whole menu of a language (a content-hashed file), fetched once per visit when first needed. */
function loadFullMenu(file: string): Promise<MenuNode[]> {
  if (!fullMenus.has(file)) {
    const request = fetch(file).then((r) => {
      if (!r.ok) throw new Error(String(r.status));
      return r.json() as Promise<MenuNode[]>;
    });
    request.catch(() => fullMenus.delete(file));
    fullMenus.set(file, request);
  }
  return fullMenus.get(file)!;
}

/**
 * The help centre's menu (SPEC 2.5): folders start open and fold on click, articles navigate to
 * /help/{id}, the current article is highlighted and scrolled into view. A drawer on small screens.
 *
 * The page carries its slice of the menu (`menu`: the path to the article and what else fits,
 * gatsby/help-menu.ts). A folder whose entries are not in the page is a link to its first article, so
 * every article is reachable without scripts; with scripts, opening it loads the whole menu once
 * (`menuFile`) and the folder opens in place.
 */
export function HelpMenu({ menu, menuFile, currentId }: { menu: MenuNode[]; menuFile: string; currentId: number }) {
  const { t } = useTranslation('common');
  const [tree, setTree] = useState(menu);
  const [open, setOpen] = useState<Set<number>>(() => new Set(loadedFolderIds(menu)));
  const [drawer, setDrawer] = useState(false);
  const current = useRef<HTMLAnchorElement>(null);

  // Another article's page brings its own slice: take it while rendering (React's pattern for state that
  // follows a prop), not in an effect, which would render the menu twice on every page load.
  const [sliceShown, setSliceShown] = useState(menu);
  if (sliceShown !== menu) {
    setSliceShown(menu);
    setTree(menu);
    setOpen(new Set(loadedFolderIds(menu)));
  }

  useEffect(() => {
    current.current?.scrollIntoView({ block: 'nearest' });
  }, [currentId]);

  // The drawer (small screens) opens on the current article, and Esc closes it.
  useEffect(() => {
    if (!drawer) return;
    current.current?.scrollIntoView({ block: 'nearest' });
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDrawer(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawer]);

  // A folder not in the page: load the whole menu, then open it. If the file cannot be had, the link
  // leads to the folder's first article as it does without scripts.
  const openUnloaded = (event: React.MouseEvent<HTMLAnchorElement>, id: number) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    loadFullMenu(menuFile).then(
      (full) => {
        setTree(full);
        setOpen((prev) => new Set([...prev, id]));
      },
      () => window.location.assign(href),
    );
  };

  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // A disclosure navigation (nested lists of links, each folder a button saying whether it is open), the
  // pattern the ARIA practices give for site menus: a `tree` role promised arrow-key navigation the menu
  // never had. Every entry is in every help article's HTML, so each carries as little markup as it can:
  // the indent comes from the list's depth (one custom property per list), the caret and the current
  // article's look from `aria-expanded` and `aria-current`, which CSS reads.
  const render = (nodes: MenuNode[], depth: number) => (
    <ul className={styles.list} style={{ '--depth': depth } as React.CSSProperties}>
      {nodes.map((node) =>
        node.type === 0 && !node.children ? (
          <li key={node.id}>
            <Link to={`/help/${node.first ?? currentId}`} aria-expanded={false} onClick={(event) => openUnloaded(event, node.id)}>
              {node.title}
            </Link>
          </li>
        ) : node.type === 0 ? (
          <li key={node.id}>
            <button type="button" aria-expanded={open.has(node.id)} onClick={() => toggle(node.id)}>
              {node.title}
            </button>
            {open.has(node.id) && render(node.children ?? [], depth + 1)}
          </li>
        ) : (
          <li key={node.id}>
            <Link
              to={`/help/${node.id}`}
              ref={node.id === currentId ? current : undefined}
              aria-current={node.id === currentId ? 'page' : undefined}
              onClick={() => setDrawer(false)}
            >
              {node.title}
            </Link>
          </li>
        ),
      )}
    </ul>
  );

  return (
    <>
      <button
        type="button"
        className={styles.drawerButton}
        aria-expanded={drawer}
        aria-controls="help-menu"
        aria-label={t('help.openMenu')}
        title={t('help.menu')}
        onClick={() => setDrawer((d) => !d)}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          {/* A list (bullets and lines), not three bars: the menu button beside it already has those. */}
          <path d="M8 5h9M8 10h9M8 15h9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <path d="M3.5 5h.01M3.5 10h.01M3.5 15h.01" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      </button>
      {drawer && <div className={styles.scrim} onClick={() => setDrawer(false)} aria-hidden="true" />}
      <nav
        id="help-menu"
        className={`${styles.menu} ${drawer ? styles.menuOpen : ''}`}
        style={{ width: MENU_WIDTH }}
        aria-label={t('help.menu')}
      >
        {/* The drawer's own title bar and close button (small screens only). */}
        <div className={styles.drawerHead}>
          <strong>{t('help.menu')}</strong>
          <button type="button" aria-label={t('help.closeMenu')} onClick={() => setDrawer(false)}>
            ×
          </button>
        </div>
        {render(tree, 0)}
      </nav>
    </>
  );
}
