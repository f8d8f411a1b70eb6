import React, { useEffect, useState } from 'react';
import { dismissToast, subscribeToasts, type Toast } from '../../api-client/toast-store';
import * as styles from './contact.module.css';

/** Error toasts from the API client (SPEC 8), announced to screen readers. */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => subscribeToasts(setToasts), []);
  return (
    <div className={styles.toaster} role="status" aria-live="assertive">
      {toasts.map((toast) => (
        // A click dismisses a toast early, a mouse convenience: toasts also go away by themselves.
        <div key={toast.id} className={styles.toast} data-testid="toast" role="presentation" onClick={() => dismissToast(toast.id)}>
          {toast.text}
        </div>
      ))}
    </div>
  );
}
