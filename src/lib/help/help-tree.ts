export interface HelpRow {
  apiId: number;
  title: string;
  type: number;
  parentId: number | null;
  position: number;
}

export interface HelpNode {
  id: number;
  title: string;
  type: 0 | 1;
  children: HelpNode[];
}

/** Rebuilds the menu tree from the flat, ordered rows the page query returns. */
export function buildHelpTree(rows: readonly HelpRow[]): HelpNode[] {
  const sorted = [...rows].sort((a, b) => a.position - b.position);
  const byParent = new Map<number | null, HelpRow[]>();
  for (const row of sorted) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parent: number | null): HelpNode[] =>
    (byParent.get(parent) ?? []).map((r) => ({ id: r.apiId, title: r.title, type: r.type === 1 ? 1 : 0, children: build(r.apiId) }));
  return build(null);
}

/** The first article in tree order: where /help leads (SPEC 2.5). */
export function firstLeaf(nodes: HelpNode[]): HelpNode | undefined {
  for (const n of nodes) {
    if (n.type === 1) return n;
    const found = firstLeaf(n.children);
    if (found) return found;
  }
  return undefined;
}

/** Every folder id: folders start open. */
export function folderIds(nodes: HelpNode[]): number[] {
  return nodes.flatMap((n) => (n.type === 0 ? [n.id, ...folderIds(n.children)] : []));
}

/** Articles in tree order: previous and next follow it. */
export function leavesInOrder(nodes: HelpNode[]): HelpNode[] {
  return nodes.flatMap((n) => (n.type === 1 ? [n] : leavesInOrder(n.children)));
}

/**
 * One entry of the menu a help page carries in its HTML. A folder without `children` has them outside the
 * page: the browser loads them from the full menu file when the visitor opens the folder, and without
 * scripts the folder is a link to `first`, its first article, whose page carries that part. (Articles have
 * no `children` either: fewer bytes in every page's data.)
 */
export interface MenuNode {
  id: number;
  title: string;
  type: 0 | 1;
  children?: MenuNode[];
  /** A folder's first article (tree order); absent on articles and empty folders. */
  first?: number;
}

/**
 * How many entries a page's menu may carry beyond the path to its article. The path (every ancestor
 * folder's entries and the article's own folder) is always there; other folders are opened, in tree
 * order level by level, while the menu stays within this many entries. The seed's whole tree (49
 * entries) fits, so its pages show every folder open (SPEC 2.5); a help centre of thousands of articles
 * carries about one folder's worth per level, and a page's size does not grow with the help centre.
 */
export const MENU_INLINE_ENTRIES = 60;

/**
 * The menu of the page of article `currentId`: the path to it, then whatever fits (`MENU_INLINE_ENTRIES`).
 * Planning every page of a language, pass one `indexTree` of the tree: each page then costs its own
 * menu's size, not the tree's.
 */
export function menuSlice(tree: HelpNode[], currentId: number, limit = MENU_INLINE_ENTRIES, index = indexTree(tree)): MenuNode[] {
  const open = new Set(pathTo(tree, currentId, index));
  let count = tree.length;
  for (const id of open) count += index.nodes.get(id)?.children.length ?? 0;
  // Breadth first over the folders that are visible: a folder opens if its entries still fit.
  let level = tree;
  while (level.length > 0) {
    const nextLevel: HelpNode[] = [];
    for (const node of level) {
      if (node.type !== 0) continue;
      if (!open.has(node.id) && count + node.children.length <= limit) {
        open.add(node.id);
        count += node.children.length;
      }
      if (open.has(node.id)) nextLevel.push(...node.children);
    }
    level = nextLevel;
  }
  const slice = (nodes: HelpNode[]): MenuNode[] =>
    nodes.map((n) => {
      if (n.type === 1) return { id: n.id, title: n.title, type: 1 };
      const first = firstLeaf(n.children)?.id;
      return { id: n.id, title: n.title, type: 0, ...(open.has(n.id) ? { children: slice(n.children) } : {}), ...(first ? { first } : {}) };
    });
  return slice(tree);
}

/** The whole tree as menu entries: the file the browser loads when a visitor opens a folder not in the page. */
export function fullMenu(tree: HelpNode[]): MenuNode[] {
  return tree.map((n) => {
    if (n.type === 1) return { id: n.id, title: n.title, type: 1 };
    const first = firstLeaf(n.children)?.id;
    return { id: n.id, title: n.title, type: 0, children: fullMenu(n.children), ...(first ? { first } : {}) };
  });
}

/** Every node of a tree by id, and each one's folder (null at the top). */
export interface TreeIndex {
  nodes: Map<number, HelpNode>;
  parents: Map<number, number | null>;
}

export function indexTree(tree: HelpNode[]): TreeIndex {
  const index: TreeIndex = { nodes: new Map(), parents: new Map() };
  const walk = (nodes: HelpNode[], parent: number | null) =>
    nodes.forEach((n) => {
      index.nodes.set(n.id, n);
      index.parents.set(n.id, parent);
      walk(n.children, n.id);
    });
  walk(tree, null);
  return index;
}

/** The folder ids from the root down to the node `id` (not including it); empty when it is not in the tree. */
export function pathTo(tree: HelpNode[], id: number, index = indexTree(tree)): number[] {
  const path: number[] = [];
  for (let parent = index.parents.get(id); parent !== undefined && parent !== null; parent = index.parents.get(parent))
    path.unshift(parent);
  return path;
}

/** Every folder id whose children a menu carries: they start open (SPEC 2.5). */
export function loadedFolderIds(nodes: MenuNode[]): number[] {
  return nodes.flatMap((n) => (n.type === 0 && n.children ? [n.id, ...loadedFolderIds(n.children)] : []));
}

/** A link to another article: previous, next, related. */
export interface ArticleBrief {
  id: number;
  title: string;
}

/**
 * What a help article's page gets from the build besides its own node (gatsby/help-menu.ts): its slice
 * of the menu, where the rest of it is, its neighbours and related articles. Passed as page context, so
 * the page's query reads only its own article: editing one article re-renders that page and those whose
 * menu, neighbours or related titles changed, not every help page.
 */
export interface HelpPageContext {
  menu: MenuNode[];
  /** The full menu of the page's language, a content-hashed file under /static (served immutable). */
  menuFile: string;
  prev: ArticleBrief | null;
  next: ArticleBrief | null;
  related: ArticleBrief[];
}

/** A menu entry as it is packed: an article `[id, title]`; a folder `[id, title, first]` (0: none), plus its children when the page carries them. */
type PackedEntry = [number, string] | [number, string, number] | [number, string, number, PackedEntry[]];
type PackedBrief = [number, string] | null;
type Packed = [menu: PackedEntry[], menuFile: string, prev: PackedBrief, next: PackedBrief, related: [number, string][]];

const packEntry = (n: MenuNode): PackedEntry =>
  n.type === 1 ? [n.id, n.title] : n.children ? [n.id, n.title, n.first ?? 0, n.children.map(packEntry)] : [n.id, n.title, n.first ?? 0];

const unpackEntry = (e: PackedEntry): MenuNode => {
  if (e.length === 2) return { id: e[0], title: e[1], type: 1 };
  const folder: MenuNode = { id: e[0], title: e[1], type: 0 };
  if (e.length === 4) folder.children = e[3].map(unpackEntry);
  if (e[2]) folder.first = e[2];
  return folder;
};

const packBrief = (b: ArticleBrief | null): PackedBrief => (b ? [b.id, b.title] : null);
const unpackBrief = (b: PackedBrief): ArticleBrief | null => (b ? { id: b[0], title: b[1] } : null);

/**
 * A help page's context as it travels through Gatsby: one string. Gatsby hashes, compares, sanitises and
 * stores every page's context on every build, object by object; a menu of 60 entries made that most of
 * the cost of creating 10,000 help pages (README "How the help centre scales"), while a string is one
 * step. Entries are tuples, so the page's data is smaller too. `unpackHelpContext` gives back exactly
 * what was packed.
 */
export function packHelpContext(c: HelpPageContext): string {
  const packed: Packed = [c.menu.map(packEntry), c.menuFile, packBrief(c.prev), packBrief(c.next), c.related.map((r) => [r.id, r.title])];
  return JSON.stringify(packed);
}

export function unpackHelpContext(packed: string): HelpPageContext {
  const [menu, menuFile, prev, next, related] = JSON.parse(packed) as Packed;
  return {
    menu: menu.map(unpackEntry),
    menuFile,
    prev: unpackBrief(prev),
    next: unpackBrief(next),
    related: related.map(([id, title]) => ({ id, title })),
  };
}
