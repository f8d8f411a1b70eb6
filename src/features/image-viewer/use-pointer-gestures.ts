import { useRef } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';

interface Options {
  onPan: (dx: number, dy: number) => void;
  onPinch: (factor: number) => void;
  onSwipe: (direction: 'left' | 'right') => void;
  /** Swiping changes image only when the image is not zoomed in (otherwise a drag pans). */
  canSwipe: () => boolean;
}

const SWIPE_DISTANCE = 60;

/**
 * Mouse and touch on the viewed image: one pointer drags (pans), or swipes to the next image when not
 * zoomed; two pointers pinch to zoom. Pointer events cover mouse, pen and touch alike.
 */
export function usePointerGestures({ onPan, onPinch, onSwipe, canSwipe }: Options) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const start = useRef<{ x: number; y: number; panned: boolean } | null>(null);
  const spread = useRef(0);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  return {
    onPointerDown: (e: ReactPointerEvent<HTMLElement>) => {
      e.currentTarget.setPointerCapture?.(e.pointerId);
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.current.size === 1) start.current = { x: e.clientX, y: e.clientY, panned: false };
      if (pointers.current.size === 2) spread.current = distance();
    },
    onPointerMove: (e: ReactPointerEvent<HTMLElement>) => {
      const last = pointers.current.get(e.pointerId);
      if (!last) return;
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.current.size === 2) {
        const now = distance();
        if (spread.current > 0 && now > 0) onPinch(now / spread.current);
        spread.current = now;
        return;
      }
      if (canSwipe() && e.pointerType === 'touch') return; // decided on release
      if (start.current) start.current.panned = true;
      onPan(e.clientX - last.x, e.clientY - last.y);
    },
    onPointerUp: (e: ReactPointerEvent<HTMLElement>) => {
      pointers.current.delete(e.pointerId);
      const s = start.current;
      if (pointers.current.size === 0 && s && e.pointerType === 'touch' && canSwipe()) {
        const dx = e.clientX - s.x;
        if (Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > Math.abs(e.clientY - s.y)) onSwipe(dx < 0 ? 'left' : 'right');
      }
      if (pointers.current.size === 0) start.current = null;
    },
    onPointerCancel: (e: ReactPointerEvent<HTMLElement>) => {
      pointers.current.delete(e.pointerId);
      if (pointers.current.size === 0) start.current = null;
    },
  };
}
