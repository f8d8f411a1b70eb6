import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../site.config';
import { Link } from '../components/link';
import { PageShell } from '../features/shell/page-shell';
import { PageHero } from '../components/page-hero/page-hero';
import * as listStyles from '../components/list/list.module.css';
import { Seo } from '../components/seo/seo';
import { THANKS_PATH } from '../../contract/form-post';
import { localeString, type I18nPageContext } from '../lib/i18n-data';
import { ContactNextSteps, ReplyTime, thanksPageClass } from '../features/contact/thanks-next';

/**
 * The thank-you page a contact form sent without scripts lands on (the API answers its post with 303 here,
 * /thanks or /en/thanks by the form's language). With scripts the forms show their success dialog instead.
 * Not indexed and not in the sitemap.
 */
export default function ThanksPage({ pageContext }: PageProps<Queries.ThanksPageQuery, I18nPageContext>) {
  const { t } = useTranslation('contact');
  return (
    <PageShell hero>
      <PageHero id="thanks-title" title={t('thanks.title')} lead={t('thanks.text')} />
      <div className={`container ${listStyles.section}`} data-testid="thanks-page">
        <div className={thanksPageClass}>
          <ReplyTime lang={pageContext.language} />
          <ContactNextSteps headingLevel={2} />
          <Link to="/" className="btn btn-primary">
            {t('noscript.thanksBack')}
          </Link>
        </div>
      </div>
    </PageShell>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ThanksPageQuery, I18nPageContext>) {
  return (
    <Seo
      lang={pageContext.language}
      originalPath={THANKS_PATH}
      noindex
      seo={{
        title: `${localeString(data, 'contact', 'thanks.title')} - ${siteConfig.brand[pageContext.language]}`,
        description: localeString(data, 'contact', 'thanks.text'),
      }}
    />
  );
}

export const query = graphql`
  query ThanksPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "contact"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
