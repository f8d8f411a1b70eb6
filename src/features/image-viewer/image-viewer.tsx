import React, { useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { imageViewerMachine, type ViewerImage } from './image-viewer-machine';
import { usePointerGestures } from './use-pointer-gestures';
import * as styles from './image-viewer.module.css';

export interface ImageViewerProps {
  images: ViewerImage[];
  index: number;
  /** Called once the viewer has closed; focus goes back to `returnFocus`. */
  onClose: () => void;
  returnFocus?: HTMLElement | null;
}

const hashOf = (i: number) => `#img-${i + 1}`;

/**
 * The full-size image overlay (SPEC 2.5): a modal <dialog> (the browser traps focus), z-index 2000, page
 * scroll locked while open. Behaviour lives in imageViewerMachine; this view renders its context and
 * forwards the pointer, wheel and history events. Loaded only when a visitor opens an image.
 */
export default function ImageViewer({ images, index, onClose, returnFocus }: ImageViewerProps) {
  const { t } = useTranslation('common');
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [state, send] = useMachine(
    imageViewerMachine.provide({
      actions: {
        lockScroll: () => {
          document.documentElement.style.overflow = 'hidden';
        },
        unlockScroll: () => {
          document.documentElement.style.overflow = '';
        },
      },
    }),
  );
  const { index: current, scale, rotate, x, y, mode, failed } = state.context;
  const open = state.matches('open');

  // The viewer opens once, on the image it was mounted for; later props do not reopen it.
  const opening = useRef({ images, index });
  // What closing calls, as of the latest render.
  const closing = useRef({ onClose, returnFocus });
  useEffect(() => {
    closing.current = { onClose, returnFocus };
  });

  useEffect(() => {
    const { images, index } = opening.current;
    send({ type: 'viewer.open', images, index });
    dialog.current?.showModal();
    // The Back button closes the viewer: it gets its own history entry.
    history.pushState({ imageViewer: true }, '', hashOf(index));
    const onPop = () => send({ type: 'viewer.close' });
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [send]);

  useEffect(() => {
    if (open) history.replaceState(history.state, '', hashOf(current));
  }, [open, current]);

  const hasImages = state.context.images.length > 0;
  useEffect(() => {
    if (open || !hasImages) return;
    dialog.current?.close();
    if ((history.state as { imageViewer?: boolean } | null)?.imageViewer) history.back();
    else history.replaceState(history.state, '', window.location.pathname + window.location.search);
    closing.current.returnFocus?.focus();
    closing.current.onClose();
  }, [open, hasImages]);

  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      send({ type: 'zoom.wheel', deltaY: e.deltaY });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [send]);

  const gestures = usePointerGestures({
    onPan: (dx, dy) => send({ type: 'pan.move', dx, dy }),
    onPinch: (factor) => send({ type: 'zoom.pinch', factor }),
    onSwipe: (direction) => send({ type: direction === 'left' ? 'image.next' : 'image.prev' }),
    canSwipe: () => scale <= 1,
  });

  const image = images[current];
  const many = images.length > 1;
  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      // A modal <dialog> is role=dialog already; aria-modal says so to readers that look for the attribute.
      aria-modal="true"
      aria-label={t('viewer.dialog')}
      data-testid="image-viewer"
      onCancel={(e) => {
        e.preventDefault();
        send({ type: 'viewer.close' });
      }}
    >
      {/* A click beside the image closes the viewer, as Escape and the close button do. */}
      <div
        className={styles.stage}
        ref={stage}
        role="presentation"
        onClick={(e) => e.target === e.currentTarget && send({ type: 'viewer.close' })}
      >
        {image &&
          (failed.includes(current) ? (
            <div className={styles.failed} role="img" aria-label={t('viewer.failed')}>
              {t('viewer.failed')}
            </div>
          ) : (
            <img
              key={image.src}
              src={image.src}
              alt={image.alt}
              draggable={false}
              data-testid="viewer-image"
              data-scale={scale}
              data-rotate={rotate}
              data-mode={mode}
              className={mode === 'fit' ? styles.fit : styles.original}
              style={{ transform: `translate(${x}px, ${y}px) scale(${scale}) rotate(${rotate}deg)` }}
              onError={() => send({ type: 'image.error', index: current })}
              {...gestures}
            />
          ))}
      </div>
      <p className={styles.counter} aria-live="polite">
        {t('viewer.counter', { index: current + 1, total: images.length })}
      </p>
      <button
        type="button"
        className={styles.close}
        aria-label={t('viewer.close')}
        title={t('viewer.close')}
        onClick={() => send({ type: 'viewer.close' })}
      >
        ×
      </button>
      {many && (
        <>
          <button
            type="button"
            className={`${styles.nav} ${styles.prev}`}
            aria-label={t('viewer.prev')}
            title={t('viewer.prev')}
            onClick={() => send({ type: 'image.prev' })}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.nav} ${styles.next}`}
            aria-label={t('viewer.next')}
            title={t('viewer.next')}
            onClick={() => send({ type: 'image.next' })}
          >
            ›
          </button>
        </>
      )}
      <div className={styles.toolbar} role="toolbar" aria-label={t('viewer.dialog')}>
        <button type="button" aria-label={t('viewer.zoomOut')} title={t('viewer.zoomOut')} onClick={() => send({ type: 'zoom.out' })}>
          −
        </button>
        <button type="button" aria-label={t('viewer.zoomIn')} title={t('viewer.zoomIn')} onClick={() => send({ type: 'zoom.in' })}>
          +
        </button>
        <button
          type="button"
          aria-label={mode === 'fit' ? t('viewer.original') : t('viewer.fit')}
          title={mode === 'fit' ? t('viewer.original') : t('viewer.fit')}
          onClick={() => send({ type: 'mode.toggle' })}
        >
          {mode === 'fit' ? '1:1' : '⤢'}
        </button>
        <button
          type="button"
          aria-label={t('viewer.rotateLeft')}
          title={t('viewer.rotateLeft')}
          onClick={() => send({ type: 'rotate.left' })}
        >
          ⟲
        </button>
        <button
          type="button"
          aria-label={t('viewer.rotateRight')}
          title={t('viewer.rotateRight')}
          onClick={() => send({ type: 'rotate.right' })}
        >
          ⟳
        </button>
      </div>
    </dialog>
  );
}
