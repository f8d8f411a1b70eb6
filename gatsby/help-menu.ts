import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../src/i18n/languages';
import {
  buildHelpTree,
  fullMenu,
  indexTree,
  leavesInOrder,
  menuSlice,
  type ArticleBrief,
  type HelpPageContext,
  type HelpRow,
} from '../src/lib/help/help-tree';

export interface HelpMenuRow extends HelpRow {
  lang: string;
  relatedIds: readonly number[];
}

/** Where the full menus are written: under /static, which every host serves as immutable. */
export const MENU_DIR = 'static/help-menu';

export interface HelpMenuPlan {
  /** Path under public/ → file body (the full menu of one language). */
  files: Map<string, string>;
  /** The context of article `id` in `lang`: `contextOf(lang, id)`. */
  contextOf: (lang: Language, id: number) => HelpPageContext | undefined;
}

/**
 * The help pages' menus, neighbours and related articles, per language. Pure: rows in, files and page
 * contexts out. Each page carries its slice of the menu (`menuSlice`); the whole tree is one file per
 * language named by its content's hash, so a browser keeps it until a title or the tree changes.
 */
export function planHelpMenus(rows: readonly HelpMenuRow[], languages: readonly Language[]): HelpMenuPlan {
  const files = new Map<string, string>();
  const contexts = new Map<string, HelpPageContext>();
  for (const lang of languages) {
    const own = rows.filter((r) => r.lang === lang);
    const tree = buildHelpTree(own);
    const body = JSON.stringify(fullMenu(tree));
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
    const file = `${MENU_DIR}/${lang}.${hash}.json`;
    files.set(file, body);
    const leaves = leavesInOrder(tree);
    const index = indexTree(tree);
    const titles = new Map(own.map((r) => [r.apiId, r.title]));
    const brief = (id: number | undefined): ArticleBrief | null =>
      id !== undefined && titles.has(id) ? { id, title: titles.get(id)! } : null;
    const relatedOf = new Map(own.map((r) => [r.apiId, r.relatedIds]));
    leaves.forEach((leaf, i) => {
      contexts.set(`${lang}:${leaf.id}`, {
        menu: menuSlice(tree, leaf.id, undefined, index),
        menuFile: `/${file}`,
        prev: brief(leaves[i - 1]?.id),
        next: brief(leaves[i + 1]?.id),
        related: (relatedOf.get(leaf.id) ?? []).map(brief).filter((b): b is ArticleBrief => b !== null),
      });
    });
  }
  return { files, contextOf: (lang, id) => contexts.get(`${lang}:${id}`) };
}

/** Writes the plan's files into `publicDir` (each once: a file of the same name has the same content). */
export async function writeHelpMenus(plan: HelpMenuPlan, publicDir: string): Promise<void> {
  for (const [file, body] of plan.files) {
    const target = path.join(publicDir, file);
    if (await fs.stat(target).catch(() => null)) continue;
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, body);
  }
}
