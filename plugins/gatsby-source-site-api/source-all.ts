import { performance } from 'node:perf_hooks';
import { LANGUAGES, type Language } from '../../contract/languages';
import type { SourceContext, SourceKind } from './sources/context';

// Apart from gatsby-node.ts: Gatsby takes every export of a plugin's gatsby-node for one of its node APIs.

type Create = SourceContext['create'];

/**
 * Every kind in every language at once (their GETs overlap: a warm build waits for the slowest kind, not
 * the sum of them), while the nodes are created in the order `kinds` and LANGUAGES give, as when they ran
 * one after the other: each run's `create` calls are held and replayed in that order once all have fetched.
 * The client caps the GETs in flight (createClient's `maxInFlight`).
 */
export async function sourceAll(
  kinds: SourceKind[],
  shared: Omit<SourceContext, 'lang' | 'q' | 'create'>,
  factory: (lang: Language) => Create,
  log: (line: string) => void = () => {},
): Promise<void> {
  const runs = LANGUAGES.flatMap((lang) =>
    kinds.map((source, index) => {
      const held: Parameters<Create>[] = [];
      const create: Create = (...call) => void held.push(call);
      const started = performance.now();
      // By position in `kinds`: the compiled plugin's function names are minified.
      const done = source({ ...shared, lang, q: `lang=${lang}`, create }).then(() =>
        log(`site API: ${lang} kind ${index} in ${Math.round(performance.now() - started)} ms`),
      );
      return { lang, held, done };
    }),
  );
  // allSettled first: a failing kind must not leave the others fetching while the build stops.
  const outcomes = await Promise.allSettled(runs.map((r) => r.done));
  const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failed) throw failed.reason;
  for (const lang of LANGUAGES) {
    const createNode = factory(lang);
    for (const run of runs) if (run.lang === lang) for (const call of run.held) createNode(...call);
  }
}
