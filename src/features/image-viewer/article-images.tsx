import React, { lazy, Suspense, useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewerImage } from './image-viewer-machine';

// The viewer (and XState with it) loads only when a visitor opens an image: it stays off the first load.
const ImageViewer = lazy(() => import('./image-viewer'));

interface Opened {
  images: ViewerImage[];
  index: number;
  returnFocus: HTMLElement | null;
}

const imagesIn = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLImageElement>('img[data-index]'));
const toViewer = (img: HTMLImageElement): ViewerImage => ({ src: img.dataset.full || img.currentSrc || img.src, alt: img.alt });

/**
 * Makes the images of rich content open in the image viewer: by click, by Enter or Space when focused
 * (each image becomes a focusable button), and by a `#img-N` link (N counts from 1).
 */
export function ArticleImages({ container }: { container: RefObject<HTMLElement> }) {
  const { t } = useTranslation('common');
  const [opened, setOpened] = useState<Opened | null>(null);

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const all = imagesIn(root);
    for (const img of all) {
      img.tabIndex = 0;
      img.setAttribute('role', 'button');
      img.setAttribute('aria-label', t('viewer.open', { alt: img.alt }));
    }
    const open = (img: HTMLImageElement) =>
      setOpened({ images: imagesIn(root).map(toViewer), index: Number(img.dataset.index ?? 0), returnFocus: img });
    const onClick = (e: MouseEvent) => {
      const img = (e.target as HTMLElement).closest?.('img[data-index]');
      if (img instanceof HTMLImageElement) open(img);
    };
    const onKey = (e: KeyboardEvent) => {
      if ((e.key === 'Enter' || e.key === ' ') && e.target instanceof HTMLImageElement && e.target.dataset.index !== undefined) {
        e.preventDefault();
        open(e.target);
      }
    };
    root.addEventListener('click', onClick);
    root.addEventListener('keydown', onKey);
    const deep = /^#img-(\d+)$/.exec(window.location.hash);
    if (deep && all.length > 0) {
      const index = Math.min(Number(deep[1]) - 1, all.length - 1);
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
      if (index >= 0) setOpened({ images: all.map(toViewer), index, returnFocus: all[index] ?? null });
    }
    return () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('keydown', onKey);
    };
  }, [container, t]);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ImageViewer images={opened.images} index={opened.index} returnFocus={opened.returnFocus} onClose={() => setOpened(null)} />
    </Suspense>
  );
}
