import express from 'express';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { adminRoutes, type DevApp } from './on-create-dev-server';

describe('the content editor on the development server', () => {
  let dir: string;
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-dev-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Content editor</title>');
    fs.writeFileSync(path.join(dir, 'config.yml'), 'backend: { name: proxy }\n');
    const app = express();
    adminRoutes(app as unknown as DevApp, dir);
    app.use((_req, res) => void res.status(404).send('not the editor'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('/admin/ answers the editor page itself (no redirect to itself)', async () => {
    const res = await fetch(`${base}/admin/`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Content editor</title>');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('/admin redirects to /admin/ once', async () => {
    const res = await fetch(`${base}/admin`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/admin/');
  });

  it("serves the editor's files and leaves any other path to the site", async () => {
    expect(await (await fetch(`${base}/admin/config.yml`)).text()).toContain('proxy');
    const other = await fetch(`${base}/admin/secrets.txt`);
    expect(other.status).toBe(404);
    expect(await other.text()).toBe('not the editor');
  });
});
