import {
  buildHelpTree,
  firstLeaf,
  folderIds,
  fullMenu,
  leavesInOrder,
  loadedFolderIds,
  menuSlice,
  packHelpContext,
  pathTo,
  unpackHelpContext,
  type HelpPageContext,
  type MenuNode,
} from './help-tree';

const rows = [
  { apiId: 2, title: 'B', type: 0, parentId: null, position: 3 },
  { apiId: 1, title: 'A', type: 0, parentId: null, position: 0 },
  { apiId: 11, title: 'A1', type: 0, parentId: 1, position: 1 },
  { apiId: 101, title: 'a', type: 1, parentId: 11, position: 2 },
  { apiId: 102, title: 'b', type: 1, parentId: 2, position: 4 },
];

describe('help tree', () => {
  test('rebuilds the tree in position order', () => {
    const tree = buildHelpTree(rows);
    expect(tree.map((n) => n.id)).toEqual([1, 2]);
    expect(tree[0]!.children[0]!.children[0]).toEqual({ id: 101, title: 'a', type: 1, children: [] });
  });

  test('first leaf and folders', () => {
    const tree = buildHelpTree(rows);
    expect(firstLeaf(tree)?.id).toBe(101);
    expect(folderIds(tree)).toEqual([1, 11, 2]);
    expect(firstLeaf([])).toBeUndefined();
    expect(leavesInOrder(tree).map((n) => n.id)).toEqual([101, 102]);
  });
});

describe('the menu a help page carries', () => {
  // Three top sections of three folders of four articles: 3 + 9 + 36 = 48 entries.
  const big = Array.from({ length: 3 }, (_, s) => ({
    id: s + 1,
    title: `S${s + 1}`,
    type: 0 as const,
    children: Array.from({ length: 3 }, (_, f) => ({
      id: (s + 1) * 10 + f,
      title: `F${(s + 1) * 10 + f}`,
      type: 0 as const,
      children: Array.from({ length: 4 }, (_, a) => ({ id: (s + 1) * 100 + f * 10 + a, title: `A`, type: 1 as const, children: [] })),
    })),
  }));
  const entries = (menu: MenuNode[]): number => menu.reduce((n, m) => n + 1 + (m.children ? entries(m.children) : 0), 0);

  test('the whole tree when it fits', () => {
    const menu = menuSlice(big, 211, 60);
    expect(entries(menu)).toBe(48);
    expect(loadedFolderIds(menu)).toEqual(folderIds(big));
  });

  test('past the limit: the path to the article, then folders in tree order while they fit', () => {
    const menu = menuSlice(big, 211, 20);
    // Path: 3 sections + S2's 3 folders + F21's 4 articles = 10; then S1 (+3) and S3 (+3) = 16; then
    // F10 (+4) = 20; nothing more fits.
    expect(entries(menu)).toBe(20);
    expect(loadedFolderIds(menu)).toEqual([1, 10, 2, 21, 3]);
    const s3 = menu[2]!;
    expect(s3.children!.map((f) => [f.id, f.children, f.first])).toEqual([
      [30, undefined, 300],
      [31, undefined, 310],
      [32, undefined, 320],
    ]);
  });

  test('the path is there whatever the limit', () => {
    const menu = menuSlice(big, 323, 0);
    expect(loadedFolderIds(menu)).toEqual([3, 32]);
    expect(menu[0]).toEqual({ id: 1, title: 'S1', type: 0, first: 100 });
    expect(pathTo(big, 323)).toEqual([3, 32]);
    expect(pathTo(big, 999)).toEqual([]);
  });

  test('the full menu carries every entry', () => {
    expect(entries(fullMenu(big))).toBe(48);
  });
});

describe('a help page context packed into one string', () => {
  const tree = buildHelpTree([...rows, { apiId: 3, title: 'Empty "folder"', type: 0, parentId: null, position: 5 }]);
  const context = (menu: MenuNode[]): HelpPageContext => ({
    menu,
    menuFile: '/static/help-menu/zh.0123456789abcdef.json',
    prev: null,
    next: { id: 102, title: '下一篇：b' },
    related: [
      { id: 102, title: 'b' },
      { id: 7, title: 'a "quoted" title' },
    ],
  });

  test('unpacks to exactly what was packed: open and closed folders, empty folders, articles, briefs', () => {
    for (const menu of [menuSlice(tree, 101, 60), menuSlice(tree, 101, 3), fullMenu(tree)]) {
      const packed = packHelpContext(context(menu));
      expect(typeof packed).toBe('string');
      expect(unpackHelpContext(packed)).toEqual(context(menu));
    }
    // A closed folder keeps its first article; an empty folder has none.
    const closed = unpackHelpContext(packHelpContext(context(menuSlice(tree, 101, 3)))).menu;
    expect(closed.find((n) => n.id === 2)).toEqual({ id: 2, title: 'B', type: 0, first: 102 });
    expect(closed.find((n) => n.id === 3)).toEqual({ id: 3, title: 'Empty "folder"', type: 0 });
  });

  test('is smaller than the context as an object in the page data', () => {
    const c = context(menuSlice(tree, 101, 60));
    expect(JSON.stringify(packHelpContext(c)).length).toBeLessThan(JSON.stringify(c).length);
  });
});
