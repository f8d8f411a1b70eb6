import { planHelpMenus, type HelpMenuRow } from './help-menu';

const row = (
  lang: string,
  apiId: number,
  type: number,
  parentId: number | null,
  position: number,
  relatedIds: number[] = [],
): HelpMenuRow => ({
  lang,
  apiId,
  title: `${lang}-${apiId}`,
  type,
  parentId,
  position,
  relatedIds,
});

const rows = ['zh', 'en'].flatMap((lang) => [
  row(lang, 1, 0, null, 0),
  row(lang, 101, 1, 1, 1, [102, 999]),
  row(lang, 102, 1, 1, 2),
  row(lang, 2, 0, null, 3),
  row(lang, 201, 1, 2, 4, [101]),
]);

describe('help menus planned for the pages', () => {
  const plan = planHelpMenus(rows, ['zh', 'en']);

  test('one full menu file per language, named by its content', () => {
    const names = [...plan.files.keys()];
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^static\/help-menu\/zh\.[0-9a-f]{16}\.json$/);
    const zh = JSON.parse(plan.files.get(names[0]!)!);
    expect(zh.map((n: { title: string }) => n.title)).toEqual(['zh-1', 'zh-2']);
    // The same content gives the same name; another title another name.
    const again = planHelpMenus(rows, ['zh']);
    expect([...again.files.keys()][0]).toBe(names[0]);
    const renamed = planHelpMenus(
      rows.map((r) => (r.apiId === 102 && r.lang === 'zh' ? { ...r, title: 'new' } : r)),
      ['zh'],
    );
    expect([...renamed.files.keys()][0]).not.toBe(names[0]);
  });

  test('each article: its menu, neighbours in tree order, related titles in its language', () => {
    const c = plan.contextOf('en', 102)!;
    expect(c.menuFile).toBe(`/${[...plan.files.keys()][1]}`);
    expect(c.prev).toEqual({ id: 101, title: 'en-101' });
    expect(c.next).toEqual({ id: 201, title: 'en-201' });
    expect(plan.contextOf('zh', 101)!.related).toEqual([{ id: 102, title: 'zh-102' }]);
    expect(plan.contextOf('zh', 101)!.prev).toBeNull();
    expect(plan.contextOf('zh', 201)!.next).toBeNull();
    expect(plan.contextOf('zh', 1)).toBeUndefined();
  });
});
