/** @jest-environment jsdom */
import { isChunkLoadError, reloadOnce } from './chunk-reload';

describe('chunk reload guard', () => {
  test('recognises chunk load failures only', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk styles failed'))).toBe(true);
    expect(isChunkLoadError(new Error('undefined is not a function'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  test('reloads at most once per 60 seconds', () => {
    sessionStorage.clear();
    const reload = jest.fn();
    expect(reloadOnce(1_000_000, sessionStorage, reload)).toBe(true);
    expect(reloadOnce(1_000_000 + 59_999, sessionStorage, reload)).toBe(false);
    expect(reloadOnce(1_000_000 + 60_000, sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
