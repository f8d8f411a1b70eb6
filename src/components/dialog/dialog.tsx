import React, { type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import * as styles from './dialog.module.css';

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
 * A modal dialog on Radix's primitive, which traps focus inside, returns it to the opener and hides the
 * rest of the page from assistive technology.
 */
export function Dialog({ open, onClose, title, width = 560, dismissible = true, closeLabel, testId, children }: DialogProps) {
  const block = (e: Event) => {
    if (!dismissible) e.preventDefault();
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
