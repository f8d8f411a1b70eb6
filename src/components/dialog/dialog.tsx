import React, { useRef, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import * as styles from './dialog.module.css';

/** What had focus when the last dialog opened from the page (not from another dialog). */
let lastOpener: HTMLElement | null = null;

export interface DialogProps {
  open: boolean;
  /** Called when the visitor asks to close (close icon, and mask or Escape when dismissible). */
  onClose: () => void;
  title: string;
  width?: number;
  /** false: the mask and the keyboard cannot close it, only its own buttons (SPEC 4 success dialog). */
  dismissible?: boolean;
  closeLabel: string;
  testId?: string;
  children: ReactNode;
}

/**
 * A modal dialog on Radix's primitive, which traps focus inside and hides the rest of the page from
 * assistive technology. Focus returns to whatever had it when the dialog opened (Radix alone returns it
 * only to its own Trigger, and these dialogs are opened by links, events and other dialogs).
 */
export function Dialog({ open, onClose, title, width = 560, dismissible = true, closeLabel, testId, children }: DialogProps) {
  const block = (e: Event) => {
    if (!dismissible) e.preventDefault();
  };
  const opener = useRef<HTMLElement | null>(null);
  const remember = () => {
    const active = document.activeElement;
    // A dialog opened from another (the success dialog after a form) or as another closes keeps the
    // first one's opener.
    if (active instanceof HTMLElement && active !== document.body && !active.closest('[role="dialog"]')) lastOpener = active;
    opener.current = lastOpener;
  };
  const giveBack = (e: Event) => {
    const target = opener.current;
    if (!target?.isConnected) return;
    e.preventDefault();
    target.focus({ preventScroll: true });
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} data-testid={testId ? `${testId}-mask` : undefined} />
        <RadixDialog.Content
          className={styles.content}
          style={{ width: `min(${width}px, calc(100vw - 32px))` }}
          data-testid={testId}
          aria-describedby={undefined}
          onOpenAutoFocus={remember}
          onCloseAutoFocus={giveBack}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
            ×
          </RadixDialog.Close>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
