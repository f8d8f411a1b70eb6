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
