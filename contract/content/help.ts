/** The help centre. */
import type { FromSchema } from 'json-schema-to-ts';
import { int, listOf, object, str } from './json-schema';

export const helpArticleSchema = object({
  id: int,
  title: str,
  content: str,
  /**
   * The Markdown `content` was rendered from (images at the same addresses), for the build's `/help/{id}.md`
   * copies; '' from a database not seeded since it was upgraded.
   */
  markdown: str,
  updatedAt: str,
  path: listOf(object({ id: int, title: str })),
  /**
   * A fingerprint of this answer and of the image files its body shows (`helpArticleVersion`): it changes
   * whenever the answer or one of those images does; '' when an image is not the API's own. The tree
   * lists it beside each article, so a build that kept an article's processed copy of the same version
   * needs no request for it.
   */
  version: str,
});

export type HelpArticleData = FromSchema<typeof helpArticleSchema>;

/**
 * One node of the help tree (`GET /home/help`): a folder (`type` 0) or an article (`type` 1). A schema
 * that refers to itself, so it has an `$id` (the API adds it to its shared schemas) and its type is
 * written out: json-schema-to-ts does not follow recursive references. The API answers the tree
 * pre-serialised (its hottest read), so the schema documents the answer (OpenAPI) rather than filters it;
 * server/content's test of the tree checks the answer against it.
 */
export const helpTreeNodeSchema = {
  $id: 'HelpTreeNode',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'type', 'children'],
  properties: {
    id: int,
    title: str,
    type: { type: 'integer', enum: [0, 1] },
    /** An article's `version` (helpArticleSchema); folders, and articles without one, have none. */
    version: str,
    children: { type: 'array', items: { $ref: 'HelpTreeNode#' } },
  },
} as const;
export const helpTreeSchema = listOf({ $ref: 'HelpTreeNode#' });

export interface HelpTreeNode {
  id: number;
  title: string;
  type: 0 | 1;
  version?: string;
  children: HelpTreeNode[];
}
export type HelpTreeData = HelpTreeNode[];
