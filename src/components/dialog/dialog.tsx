import React, { useRef, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import * as styles from './dialog.module.css';

/** What had focus when the last dialog opened from the page (not from another dialog). */
let lastOpener: HTMLElement | null = null;

/**
 * The one focus-return behaviour of every dialog here, modal or not: on open, remember what had focus
 * (a dialog opened from another, such as the success dialog after a form, or as another closes keeps the
 * first one's opener); on close, give the focus back to it. Radix alone returns it only to its own
 * Trigger, and these dialogs are opened by links, events and other dialogs.
 */
function useFocusReturn(modal: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const remember = () => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !active.closest('[role="dialog"]')) lastOpener = active;
    opener.current = lastOpener;
  };
  const giveBack = (e: Event) => {
    const target = opener.current;
    if (!modal) {
      // A panel beside the page: the focus goes back only if it was lost with the panel (not when the
      // visitor has moved on, or another dialog has taken it).
      e.preventDefault();
      const active = document.activeElement;
      const lost = !active || active === document.body;
      if (lost && target?.isConnected) target.focus({ preventScroll: true });
      return;
    }
    if (!target?.isConnected) return;
    e.preventDefault();
    target.focus({ preventScroll: true });
  };
  return { remember, giveBack };
}

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
 * assistive technology (and says so: aria-modal). Focus returns to whatever had it when the dialog opened.
 */
export function Dialog({ open, onClose, title, width = 560, dismissible = true, closeLabel, testId, children }: DialogProps) {
  const block = (e: Event) => {
    if (!dismissible) e.preventDefault();
  };
  const { remember, giveBack } = useFocusReturn(true);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} data-testid={testId ? `${testId}-mask` : undefined} />
        <RadixDialog.Content
          className={styles.content}
          style={{ width: `min(${width}px, calc(100vw - 32px))` }}
          data-testid={testId}
          aria-modal="true"
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

export interface PanelDialogProps {
  open: boolean;
  /** Called on Escape (the panel's own buttons close it themselves). */
  onClose: () => void;
  /** false: the panel opened by itself, and the focus stays where the visitor is. */
  takeFocus: boolean;
  className?: string;
  testId?: string;
  /** The panel's content, with a PanelTitle naming it. */
  children: ReactNode;
}

/**
 * A non-modal dialog: a panel beside the page (the contact panels), on the same primitive and with the same
 * focus return as Dialog. A dialog to keyboards and screen readers: role=dialog named by its PanelTitle,
 * focus moves in when a visitor opens it, Escape closes it and the focus goes back to the opener. The page
 * stays usable: a click or focus elsewhere leaves it open. Rendered in place, not in a portal, so its
 * widget positions it.
 */
export function PanelDialog({ open, onClose, takeFocus, className, testId, children }: PanelDialogProps) {
  const { remember, giveBack } = useFocusReturn(false);
  const keepOpen = (e: Event) => e.preventDefault();
  return (
    <RadixDialog.Root open={open} modal={false} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Content
        className={className}
        data-testid={testId}
        aria-describedby={undefined}
        onOpenAutoFocus={(e) => (takeFocus ? remember() : e.preventDefault())}
        onCloseAutoFocus={giveBack}
        onInteractOutside={keepOpen}
      >
        {children}
      </RadixDialog.Content>
    </RadixDialog.Root>
  );
}

/** The heading that names a PanelDialog. */
export const PanelTitle = RadixDialog.Title;
