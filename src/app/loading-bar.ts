/**
 * The thin progress bar shown while a route loads (SPEC 4 'loading bar'): it appears only when loading
 * takes longer than 200 ms, and gives up after 5,000 ms whatever happens.
 */
export const LOADING_THROTTLE_MS = 200;
export const LOADING_DURATION_MS = 5000;

let showTimer: ReturnType<typeof setTimeout> | undefined;
let stopTimer: ReturnType<typeof setTimeout> | undefined;

function bar(): HTMLElement {
  let el = document.getElementById('loading-bar');
  if (!el) {
    el = document.createElement('div');
    el.id = 'loading-bar';
    el.setAttribute('aria-hidden', 'true');
    document.body.appendChild(el);
  }
  return el;
}

export function startLoading(): void {
  clearTimeout(showTimer);
  clearTimeout(stopTimer);
  showTimer = setTimeout(() => {
    const el = bar();
    el.style.opacity = '1';
    el.style.width = '70%';
  }, LOADING_THROTTLE_MS);
  stopTimer = setTimeout(finishLoading, LOADING_DURATION_MS);
}

export function finishLoading(): void {
  clearTimeout(showTimer);
  clearTimeout(stopTimer);
  const el = document.getElementById('loading-bar');
  if (!el || el.style.opacity !== '1') return;
  el.style.width = '100%';
  setTimeout(() => {
    el.style.opacity = '0';
    el.style.width = '0';
  }, 250);
}
