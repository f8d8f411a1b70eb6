import fs from 'node:fs';
import path from 'node:path';

/**
 * `@fastify/static`'s `allowedPath` for a folder of content: only a regular file whose real path (every
 * symbolic link resolved) is inside the folder's real path is served. A link placed in the folder that
 * points outside it (to /etc/passwd, say), a directory, a socket or a device is "not found".
 */
export function regularFileInside(root: string): (pathname: string) => boolean {
  return (pathname) => {
    try {
      const realRoot = fs.realpathSync(root);
      const target = fs.realpathSync(path.join(root, pathname));
      return target.startsWith(realRoot + path.sep) && fs.statSync(target).isFile();
    } catch {
      return false;
    }
  };
}
