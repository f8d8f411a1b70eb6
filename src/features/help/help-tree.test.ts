import { buildHelpTree, firstLeaf, folderIds, leavesInOrder } from './help-tree';

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
