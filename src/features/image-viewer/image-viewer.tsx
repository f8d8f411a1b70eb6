import React from 'react';
import { useTranslation } from 'react-i18next';
import { useImageViewer, type ImageViewerProps } from './use-image-viewer';
import { ViewerControls } from './viewer-controls';
import * as styles from './image-viewer.module.css';

export type { ImageViewerProps } from './use-image-viewer';

/**
 * The full-size image overlay (SPEC 2.5): a modal <dialog> (the browser traps focus), z-index 2000, page
 * scroll locked while open. Behaviour lives in imageViewerMachine; this view renders its context and
 * forwards the pointer, wheel and history events. Loaded only when a visitor opens an image.
 */
export default function ImageViewer({ images, index, onClose, returnFocus }: ImageViewerProps) {
  const { t } = useTranslation('common');
  const viewer = useImageViewer({ images, index, onClose, returnFocus });
  const { state, send, dialog, stage, gestures } = viewer;
  const { index: current, scale, rotate, x, y, mode, failed } = state.context;
  const image = images[current];
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
      <ViewerControls viewer={viewer} total={images.length} />
    </dialog>
  );
}
