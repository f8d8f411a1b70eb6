/** A template as the page planner sees it: enough to find its neighbours. */
export interface TemplateRow {
  apiId: number;
  categoryIds: readonly number[];
  timesUsed: number;
}

/**
 * For each template, the ids of up to `count` others that share a category with it, most used first (ties:
 * the lower id). Templates without a shared category get the most used templates overall, so no detail
 * page's "related" list is empty. Linear in templates × categories per template: each category's members
 * are sorted once, and a template reads only the heads of its own categories' lists.
 */
export function relatedTemplates(rows: readonly TemplateRow[], count = 3): Map<number, number[]> {
  const byUse = [...rows].sort((a, b) => b.timesUsed - a.timesUsed || a.apiId - b.apiId);
  const members = new Map<number, TemplateRow[]>();
  for (const row of byUse) {
    for (const c of row.categoryIds) {
      const list = members.get(c) ?? [];
      list.push(row);
      members.set(c, list);
    }
  }
  const related = new Map<number, number[]>();
  for (const row of rows) {
    // Each category list is in use order already: take at most count + 1 from each, then merge.
    const seen = new Map<number, TemplateRow>();
    for (const c of row.categoryIds) {
      for (const other of (members.get(c) ?? []).slice(0, count + 1)) {
        if (other.apiId !== row.apiId) seen.set(other.apiId, other);
      }
    }
    const picked = [...seen.values()].sort((a, b) => b.timesUsed - a.timesUsed || a.apiId - b.apiId).slice(0, count);
    for (const other of byUse) {
      if (picked.length >= count) break;
      if (other.apiId !== row.apiId && !picked.includes(other)) picked.push(other);
    }
    related.set(
      row.apiId,
      picked.map((p) => p.apiId),
    );
  }
  return related;
}
