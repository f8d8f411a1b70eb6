import { useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { imageViewerMachine, type ViewerImage } from './image-viewer-machine';
import { usePointerGestures } from './use-pointer-gestures';

export interface ImageViewerProps {
  images: ViewerImage[];
  index: number;
  /** Called once the viewer has closed; focus goes back to `returnFocus`. */
  onClose: () => void;
  returnFocus?: HTMLElement | null;
}

const hashOf = (i: number) => `#img-${i + 1}`;

/**
 * The viewer's behaviour around its machine: it opens once on the image it was mounted for, with a history
 * entry of its own (Back closes it, the address names the image shown); it locks the page's scroll while
 * open; on close it gives focus back and tells `onClose`. Answers the machine's state and `send`, the
 * dialog and stage refs, and the image's pointer handlers (pan, pinch, swipe).
 */
export function useImageViewer({ images, index, onClose, returnFocus }: ImageViewerProps) {
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
  const { index: current, scale } = state.context;
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

  return { state, send, dialog, stage, gestures };
}
export type ImageViewerModel = ReturnType<typeof useImageViewer>;
