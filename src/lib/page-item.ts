/**
 * The node a template's page was made for. Generated `Queries.*` types make every single-node field
 * nullable (`siteApiCase(apiId: …)` finds nothing for an unknown id), but gatsby/plan-pages.ts creates a
 * page only for a node the source plugin made, so a missing one is a build bug: stop with its name.
 */
export function pageItem<T>(item: T | null, template: string): T {
  if (item === null) throw new Error(`${template}: the node this page was created for is missing`);
  return item;
}
