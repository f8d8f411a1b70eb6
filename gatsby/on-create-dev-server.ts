import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { ADMIN_FILES, ADMIN_PATH, writeAdmin } from './admin';

/** The part of Gatsby's development server (an Express app, untyped here) these routes use. */
interface Request {
  params: { file?: string };
}
interface Response {
  redirect(to: string): void;
  set(name: string, value: string): void;
  sendFile(file: string): void;
}
type NextFunction = () => void;

/**
 * `npm run develop` serves the content editor at /admin too (the build writes it into public/admin/,
 * gatsby/on-post-build.ts). Written once at start into .cache/; with `npx decap-server` running, saves go
 * straight into content/ (README "Editing in the browser").
 */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = async ({ app, store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const dir = path.join(program.directory, '.cache', 'admin');
  await writeAdmin(program.directory, dir);
  const files = new Set(ADMIN_FILES);
  reporter.info(`content editor at ${ADMIN_PATH}/ (start decap-server to save: npx decap-server)`);
  app.get(ADMIN_PATH, (_req: Request, res: Response) => res.redirect(`${ADMIN_PATH}/`));
  app.get(`${ADMIN_PATH}/:file?`, (req: Request, res: Response, next: NextFunction) => {
    const file = req.params.file || 'index.html';
    if (!files.has(file)) return next();
    res.set('cache-control', 'no-store');
    return res.sendFile(path.join(dir, file));
  });
};
