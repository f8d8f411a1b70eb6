/**
 * Where the content editor (/admin, Decap CMS) saves: the Git host and repository, read from the
 * environment at build time (README "Editing in the browser"). Apart from contract/cms-config.ts so the
 * build's hooks (gatsby/on-post-build.ts: the editor's CSP) read it without the content schemas.
 */
export interface CmsBackendOptions {
  /** The Git host's repository, `owner/name` (CMS_REPO); editors sign in with that host's accounts. */
  repo?: string;
  /** The branch editors' saves are committed to (CMS_BRANCH, default main). */
  branch?: string;
  /** The host's backend name: `github` (default), `gitlab` or `git-gateway` (CMS_BACKEND). */
  backend?: string;
  /** The OAuth provider editors sign in through for github/gitlab (CMS_AUTH_URL, Decap's `base_url`). */
  authUrl?: string;
  /** Where decap-server listens in development (DECAP_SERVER_URL; Decap's own default is port 8081). */
  localBackendUrl?: string;
}

/** The editor's backend as the environment configures it. */
export function cmsOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): CmsBackendOptions {
  return {
    backend: env.CMS_BACKEND || undefined,
    repo: env.CMS_REPO || undefined,
    branch: env.CMS_BRANCH || undefined,
    authUrl: env.CMS_AUTH_URL || undefined,
    localBackendUrl: env.DECAP_SERVER_URL || undefined,
  };
}

/** The origins the editor's browser calls for `options`' backend (the editor's CSP allows them). */
export function backendOrigins(options: CmsBackendOptions): string[] {
  const backend = options.backend ?? 'github';
  const host = backend === 'github' ? ['https://api.github.com'] : backend === 'gitlab' ? ['https://gitlab.com'] : [];
  return [...host, ...(options.authUrl ? [new URL(options.authUrl).origin] : [])];
}
