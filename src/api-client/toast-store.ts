/** A tiny store for error toasts: the API layer pushes, the Toaster view renders. */
export interface Toast {
  id: number;
  text: string;
}

type Listener = (toasts: Toast[]) => void;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l(toasts));

export const TOAST_MS = 4000;

export function showToast(text: string): void {
  const toast = { id: nextId++, text };
  toasts = [...toasts, toast].slice(-3);
  emit();
  setTimeout(() => dismissToast(toast.id), TOAST_MS);
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}
