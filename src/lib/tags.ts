/** A sample label group (SPEC 3): two levels of sub-groups, each with its labels. */
export interface LabelGroup {
  id: string;
  name: string;
  children: readonly { id: string; name: string; labels: readonly { id: string; name: string }[] }[];
}

/** Selected label names grouped by their two levels: { group: { sub-group: [label, …] } } (SPEC 3 tags). */
export type Tags = Record<string, Record<string, string[]>>;

export function toggleTag(tags: Tags, group: string, sub: string, label: string): Tags {
  const current = tags[group]?.[sub] ?? [];
  const nextLabels = current.includes(label) ? current.filter((l) => l !== label) : [...current, label];
  const nextGroup = { ...(tags[group] ?? {}), [sub]: nextLabels };
  if (nextLabels.length === 0) delete nextGroup[sub];
  const next = { ...tags, [group]: nextGroup };
  if (Object.keys(nextGroup).length === 0) delete next[group];
  return next;
}

export const countTags = (tags: Tags) => Object.values(tags).reduce((n, g) => n + Object.values(g).reduce((m, l) => m + l.length, 0), 0);

/**
 * How many panelists match the chosen labels: labels of one sub-group are alternatives (any of them), sub-groups
 * narrow each other (all of them). Each label is taken to cover an equal share of its sub-group, which is the
 * planning rule the research team quotes before a feasibility check. Rounded down to the hundred.
 */
export function estimateCoverage(panelists: number, groups: readonly LabelGroup[], tags: Tags): number {
  let share = 1;
  for (const group of groups) {
    for (const sub of group.children) {
      const chosen = tags[group.name]?.[sub.name]?.length ?? 0;
      if (chosen > 0 && sub.labels.length > 0) share *= Math.min(1, chosen / sub.labels.length);
    }
  }
  return Math.floor((panelists * share) / 100) * 100;
}
