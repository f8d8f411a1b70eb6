/**
 * The browser side's layers (src/features/README.md): the ESLint rules that keep them apart fire on a
 * forbidden import and stay quiet on an allowed one, and src/ has no import circle.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const src = path.join(root, 'src');

interface LintCase {
  filePath: string;
  code: string;
}

/**
 * Lints each case with ESLint's Node API and the repository's own eslint.config.mjs, answering the rule
 * ids reported per case. In a child process: ESLint loads its (ES module) config with `import()`, which
 * Jest's module system does not run.
 */
function lint(cases: LintCase[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.env.LINT_CASES);
    const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
    const out = [];
    for (const c of cases) {
      const [result] = await eslint.lintText(c.code, { filePath: c.filePath });
      out.push(result.messages.map((m) => m.ruleId ?? m.message));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    env: { ...process.env, LINT_CASES: JSON.stringify(cases) },
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as string[][];
}

describe('layer boundaries (eslint.config.mjs)', () => {
  const file = (dir: string, name: string) => path.join(src, dir, name);
  const cases: (LintCase & { expected: string[] })[] = [
    {
      // The leak this rule was written for: a shared shell importing the contact feature.
      filePath: file('components/layout', 'probe.tsx'),
      code: "import { ContactWidget } from '../../features/contact/contact-widget';\nexport default ContactWidget;\n",
      expected: ['no-restricted-imports'],
    },
    {
      filePath: file('components/footer', 'probe.tsx'),
      code: "import { lazy } from 'react';\nexport default lazy(() => import('../../features/contact/footer-contact-section'));\n",
      expected: ['no-restricted-syntax'],
    },
    {
      filePath: file('components', 'probe.tsx'),
      code: "import { PageShell } from '../features/shell/page-shell';\nexport default PageShell;\n",
      expected: ['no-restricted-imports'],
    },
    {
      filePath: file('lib', 'probe.ts'),
      code: "import { Picture } from '../components/picture';\nexport default Picture;\n",
      expected: ['no-restricted-imports'],
    },
    {
      filePath: file('features/home', 'probe.tsx'),
      code: "import { wrapPageElement } from '../../app/page-element';\nexport default wrapPageElement;\n",
      expected: ['no-restricted-imports'],
    },
    {
      // A shell places widgets; a page body places itself in a shell.
      filePath: file('features/shell', 'probe.tsx'),
      code: "import { HomePage } from '../home/home-page';\nexport default HomePage;\n",
      expected: ['no-restricted-imports'],
    },
    {
      // A page body does not reach into another page body; shared parts live in components/ or lib/.
      filePath: file('features/pricing', 'probe.tsx'),
      code: "import { Hero } from '../home/hero';\nexport default Hero;\n",
      expected: ['no-restricted-imports'],
    },
    {
      filePath: file('features/research', 'probe.tsx'),
      code: "import { lazy } from 'react';\nexport default lazy(() => import('../colleges/coupon-modal'));\n",
      expected: ['no-restricted-syntax'],
    },
    // Allowed: each layer importing the ones below it.
    {
      filePath: file('features/legal', 'probe.tsx'),
      code: "import { ArticleView } from '../article/article-view';\nimport { ContactWidget } from '../contact/contact-widget';\nexport default [ArticleView, ContactWidget];\n",
      expected: [],
    },
    {
      filePath: file('components/footer', 'probe.tsx'),
      code: "import { openQuote } from '../../lib/contact-events';\nimport { Link } from '../link';\nexport default [openQuote, Link];\n",
      expected: [],
    },
    {
      filePath: file('features/home', 'probe.tsx'),
      code: "import { PageShell } from '../shell/page-shell';\nimport { Picture } from '../../components/picture';\nexport default [PageShell, Picture];\n",
      expected: [],
    },
    {
      filePath: file('features/shell', 'probe.tsx'),
      code: "import { ContactWidget } from '../contact/contact-widget';\nimport { Footer } from '../../components/footer/footer';\nexport default [ContactWidget, Footer];\n",
      expected: [],
    },
  ];

  it('reports a forbidden import and passes an allowed one', () => {
    const results = lint(cases);
    expect(results).toEqual(cases.map((c) => c.expected));
  }, 60_000);
});

/** Every module of src/ (tests included) and the src/ modules it imports: static, type-only and lazy. */
function importGraph(): Map<string, string[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
    }
  };
  walk(src);
  const resolve = (from: string, spec: string): string | undefined => {
    if (!spec.startsWith('.')) return undefined;
    const base = path.resolve(path.dirname(from), spec);
    return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((f) => fs.existsSync(f));
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map((i) => resolve(file, i.fileName)).filter((f): f is string => f !== undefined && f.startsWith(src));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The import circles of `graph`, each as the list of its modules (depth-first search, grey/black marks). */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found.map((c) => c.map((f) => path.relative(root, f)));
}

describe('import graph of src/', () => {
  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(graph).map((c) => c.map((f) => path.basename(f)))).toEqual([['a', 'b', 'c']]);
  });

  it('has no import circle (type-only and lazy imports included)', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(circles(graph)).toEqual([]);
  });
});
