/**
 * How many columns a short card grid should have so its last row is as full as it can be: of `choices`
 * (widest first), the one that leaves the fewest empty cells; on a tie, the widest. Six cards in four
 * columns leave two holes, in three none; eight cards stay in four.
 */
export function columnsFor(count: number, choices: readonly number[] = [4, 3]): number {
  const empty = (columns: number) => (columns - (count % columns)) % columns;
  return choices.reduce((best, columns) => (empty(columns) < empty(best) ? columns : best));
}
