import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { ADMIN_FILES, ADMIN_PATH, writeAdmin } from './admin';

/** The part of Gatsby's development server (an Express app, untyped here) these routes use. */
interface Request {
  path: string;
  params: { file?: string };
}
interface Response {
  redirect(to: string): void;
  set(name: string, value: string): void;
  sendFile(file: string): void;
}
type NextFunction = () => void;
type Handler = (req: Request, res: Response, next: NextFunction) => void;
export interface DevApp {
  get(route: string, handler: Handler): void;
}

/**
 * The editor's routes: `/admin` redirects to `/admin/`, which serves index.html, and the editor's other
 * files beside it, from `dir`. Express matches a route with or without its trailing slash, so the redirect
 * checks the path itself (a bare `app.get('/admin')` would send `/admin/` back to itself for ever).
 */
export function adminRoutes(app: DevApp, dir: string): void {
  const files = new Set(ADMIN_FILES);
  app.get(ADMIN_PATH, (req, res, next) => (req.path === ADMIN_PATH ? res.redirect(`${ADMIN_PATH}/`) : next()));
  app.get(`${ADMIN_PATH}/:file?`, (req, res, next) => {
    const file = req.params.file || 'index.html';
    if (!files.has(file)) return next();
    res.set('cache-control', 'no-store');
    return res.sendFile(path.join(dir, file));
  });
}

/**
 * `npm run develop` serves the content editor at /admin too (the build writes it into public/admin/,
 * gatsby/on-post-build.ts). Written once at start into .cache/; with `npx decap-server` running, saves go
 * straight into content/ (README "Editing in the browser").
 */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = async ({ app, store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const dir = path.join(program.directory, '.cache', 'admin');
  await writeAdmin(program.directory, dir);
  reporter.info(`content editor at ${ADMIN_PATH}/ (start decap-server to save: npx decap-server)`);
  adminRoutes(app as DevApp, dir);
};
