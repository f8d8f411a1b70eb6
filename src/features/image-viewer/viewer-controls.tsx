import React from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageViewerModel } from './use-image-viewer';
import * as styles from './image-viewer.module.css';

/** The counter, the close button, previous and next (with more than one image) and the toolbar. */
export function ViewerControls({ viewer, total }: { viewer: Pick<ImageViewerModel, 'state' | 'send'>; total: number }) {
  const { t } = useTranslation('common');
  const { send } = viewer;
  const { index: current, mode } = viewer.state.context;
  const many = total > 1;
  return (
    <>
      <p className={styles.counter} aria-live="polite">
        {t('viewer.counter', { index: current + 1, total })}
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
    </>
  );
}
