/** The help centre. */
import type { FromSchema } from 'json-schema-to-ts';
import { int, listOf, object, str } from './json-schema';

export const helpArticleSchema = object({
  id: int,
  title: str,
  content: str,
  updatedAt: str,
  path: listOf(object({ id: int, title: str })),
});

export type HelpArticleData = FromSchema<typeof helpArticleSchema>;

/**
 * One node of the help tree (`GET /home/help`): a folder (`type` 0) or an article (`type` 1). The API
 * answers the tree pre-serialised (its hottest read), so no response schema is applied to it.
 */
export interface HelpTreeNode {
  id: number;
  title: string;
  type: 0 | 1;
  children: HelpTreeNode[];
}
