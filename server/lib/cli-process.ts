/** What every command-line entry of the API does around its work. */

/** Runs `main`; a failure prints its message (no stack: operators read this) and exits 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

/** On SIGINT or SIGTERM: `shutdown` (finish in-flight work, close connections), then exit 0. */
export function exitOnSignals(shutdown: () => Promise<void>): void {
  const stop = () => void shutdown().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
