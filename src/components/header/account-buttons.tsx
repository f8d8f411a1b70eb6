import React from 'react';
import { useTranslation } from 'react-i18next';
import { appUrl } from '../../lib/app-url';
import { useSignedIn } from '../../lib/use-client';
import type { Language } from '../../i18n/languages';
import * as styles from './header.module.css';

/**
 * The top-right account button (SPEC 2.3): 'mine' to the app's surveys when TOKEN is present, 'sign in /
 * sign up' to its login page otherwise. It is the header's one account control: a separate 'register' link
 * beside a button that already says 'sign up' did the same thing twice. Register and My Survey stay as
 * actions of their own in the phone menu (MobileHeader) and in the offers that sign up (the coupon).
 * A plain anchor: the app is another application, reached by a full page load.
 */
export function AccountButtons({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const signedIn = useSignedIn();
  return (
    <div className={styles.account}>
      <a className="btn btn-primary btn-sm" href={signedIn ? appUrl('survey', lang) : appUrl('login', lang)} data-testid="account-button">
        {signedIn ? t('account.mine') : t('account.signIn')}
      </a>
    </div>
  );
}
