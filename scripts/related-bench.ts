/**
 * `node --import tsx scripts/related-bench.ts [--sizes 500,1000,5000] [--impl path/to/related.ts]`: times
 * related articles (src/lib/help/related.ts) over synthetic help centres of each size, per language
 * (src/lib/help/related-corpus.ts), and prints the seconds (wall clock, and CPU, which a busy machine
 * disturbs less) and the work done: pairs of articles scored and term weights added. `--impl` runs another
 * version of the module with the same exports to compare (`git show <rev>:src/lib/help/related.ts >
 * /tmp/related-old.ts`); a version without the stats argument prints no work.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { syntheticHelpArticles } from '../src/lib/help/related-corpus';
import type { RelatedStats, relatedArticles as RelatedArticles } from '../src/lib/help/related';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const sizes = (arg('sizes') ?? '500,1000,5000').split(',').map(Number);
  const impl = path.resolve(arg('impl') ?? path.join(__dirname, '../src/lib/help/related.ts'));
  const { relatedArticles } = (await import(pathToFileURL(impl).href)) as { relatedArticles: typeof RelatedArticles };
  console.log(`related articles: ${path.relative(process.cwd(), impl)}`);
  for (const size of sizes) {
    for (const lang of ['zh', 'en'] as const) {
      const articles = syntheticHelpArticles(size, lang);
      const stats: RelatedStats = { pairs: 0, additions: 0 };
      const start = performance.now();
      const cpu = process.cpuUsage();
      relatedArticles(articles, undefined, stats);
      const seconds = (performance.now() - start) / 1000;
      const cpuSeconds = process.cpuUsage(cpu).user / 1e6;
      const work = stats.pairs ? `, ${stats.pairs} pairs scored, ${stats.additions} term additions` : '';
      console.log(`${String(size).padStart(6)} ${lang}: ${seconds.toFixed(2)} s (${cpuSeconds.toFixed(2)} s CPU)${work}`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
