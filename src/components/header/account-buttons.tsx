import React from 'react';
import { useTranslation } from 'react-i18next';
import { appUrl } from '../../lib/app-url';
import { useSignedIn } from '../../lib/use-client';
import type { Language } from '../../i18n/languages';
import * as styles from './header.module.css';

/**
 * Register and the top-right button: 'mine' to the app's surveys when TOKEN is present, 'sign in / sign up'
 * to its login page otherwise. Plain anchors: the app is another application, reached by a full page load.
 */
export function AccountButtons({ lang, compact = false }: { lang: Language; compact?: boolean }) {
  const { t } = useTranslation('common');
  const signedIn = useSignedIn();
  return (
    <div className={styles.account}>
      {signedIn ? (
        <a className={styles.accountLink} href={appUrl('survey', lang)}>
          {t('account.mySurvey')}
        </a>
      ) : (
        <a className={styles.accountLink} href={appUrl('register', lang)}>
          {t('account.register')}
        </a>
      )}
      <a
        className={`btn btn-primary ${compact ? 'btn-sm' : 'btn-sm'}`}
        href={signedIn ? appUrl('survey', lang) : appUrl('login', lang)}
        data-testid="account-button"
      >
        {signedIn ? t('account.mine') : t('account.signIn')}
      </a>
    </div>
  );
}
