import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { imageData, Picture } from '../components/picture';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../features/shell/page-shell';
import { Link } from '../components/link';
import { Seo, titled } from '../components/seo/seo';
import { appUrl } from '../lib/app-url';
import { formatNumber } from '../lib/format';
import type { I18nPageContext } from '../lib/i18n-data';
import { pageItem } from '../lib/page-item';
import * as styles from './template-detail.module.css';
import { Phrases } from '../components/phrases';

/**
 * A survey template: what it asks, how often it was used, and, in a sticky card beside the preview, the
 * button that opens it in the app and the templates related to it (gatsby/related-templates.ts).
 */
export default function TemplateDetail({ data, pageContext }: PageProps<Queries.TemplateDetailQuery, I18nPageContext>) {
  const { t } = useTranslation('common');
  const tpl = pageItem(data.item, 'TemplateDetail');
  const cover = imageData(tpl.coverFile);
  const lang = pageContext.language;
  // A full page load into the app, which opens a copy of this template (SPEC 7: navigation to the app).
  const useHref = appUrl('survey', lang, { template: String(tpl.apiId) });
  return (
    <PageShell>
      <div className={styles.wrap}>
        <header className={styles.head}>
          {cover && <Picture image={cover} alt="" className={styles.cover} priority />}
          <div>
            <p className={styles.kicker}>{t('nav.template')}</p>
            <h1>
              <Phrases text={tpl.name} />
            </h1>
            <p className={styles.desc}>{tpl.description}</p>
          </div>
        </header>
        <aside className={styles.side} aria-labelledby="use-title" data-testid="template-use-card">
          <div className={styles.card}>
            <h2 id="use-title">{t('template.startTitle')}</h2>
            <p className={styles.meta}>
              <span>{t('template.used', { formatted: formatNumber(tpl.timesUsed) })}</span>
              <span>{t('template.questionCount', { count: tpl.questions.length })}</span>
            </p>
            <QuestionMix types={tpl.questions.map((q) => q.type)} />
            <p className={styles.cardText}>{t('template.startText')}</p>
            <a className={`btn btn-primary ${styles.useButton}`} href={useHref} data-testid="use-template">
              {t('template.use')}
            </a>
          </div>
          {data.related.nodes.length > 0 && (
            <section className={styles.related} aria-labelledby="related-title" data-testid="related-templates">
              <h2 id="related-title">{t('template.related')}</h2>
              <ul>
                {data.related.nodes.map((r) => {
                  const thumb = imageData(r.coverFile);
                  return (
                    <li key={r.apiId}>
                      {thumb && <Picture image={thumb} alt="" className={styles.thumb} />}
                      <span>
                        <Link to={`/template/${r.apiId}`} className={styles.relatedLink}>
                          {r.name}
                        </Link>
                        <small>{t('template.used', { formatted: formatNumber(r.timesUsed) })}</small>
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
        </aside>
        <section className={styles.preview} aria-labelledby="preview-title">
          <h2 id="preview-title" className={styles.previewTitle}>
            {t('template.preview')}
          </h2>
          <ol className={styles.questions}>
            {tpl.questions.map((q, i) => (
              <li key={i}>
                <div className={styles.qHead}>
                  <span className={styles.qType}>{t(`template.types.${q.type}`, { defaultValue: q.type })}</span>
                  <strong>{q.title}</strong>
                </div>
                {q.options.length > 0 ? (
                  <ul className={styles.options}>
                    {q.options.map((o) => (
                      <li key={o}>{o}</li>
                    ))}
                  </ul>
                ) : (
                  <AnswerShape type={q.type} />
                )}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </PageShell>
  );
}

/**
 * Seconds a respondent typically spends on a question of each type (a choice is read and ticked, a grid
 * takes a row at a time, a written answer is typed): the card's answering-time estimate adds them up.
 */
const SECONDS_PER_QUESTION: Record<string, number> = { single: 10, multiple: 15, rating: 8, nps: 8, ranking: 25, matrix: 35, text: 40 };

/** What the template asks, at a glance: how many questions of each type, and about how long it takes. */
function QuestionMix({ types }: { types: readonly string[] }) {
  const { t } = useTranslation('common');
  const counts = new Map<string, number>();
  for (const type of types) counts.set(type, (counts.get(type) ?? 0) + 1);
  const seconds = types.reduce((sum, type) => sum + (SECONDS_PER_QUESTION[type] ?? 15), 0);
  return (
    <div className={styles.mix}>
      <h3>{t('template.mix')}</h3>
      <ul>
        {[...counts].map(([type, count]) => (
          <li key={type}>
            {t(`template.types.${type}`, { defaultValue: type })} <b>{count}</b>
          </li>
        ))}
      </ul>
      <p>{t('template.minutes', { count: Math.max(1, Math.round(seconds / 60)) })}</p>
    </div>
  );
}

/** How a question without options is answered, drawn as the respondent sees it (stars, a 0–10 row, a box). */
function AnswerShape({ type }: { type: string }) {
  const { t } = useTranslation('common');
  if (type === 'rating') {
    return (
      <p className={styles.answer} role="img" aria-label={t('template.answer.rating')}>
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} className={styles.star} aria-hidden="true">
            ★
          </span>
        ))}
      </p>
    );
  }
  if (type === 'nps') {
    return (
      <div className={styles.answer} role="img" aria-label={t('template.answer.nps')}>
        <span className={styles.npsRow} aria-hidden="true">
          {Array.from({ length: 11 }, (_, n) => (
            <span key={n}>{n}</span>
          ))}
        </span>
        <span className={styles.npsEnds} aria-hidden="true">
          <span>{t('template.answer.npsLow')}</span>
          <span>{t('template.answer.npsHigh')}</span>
        </span>
      </div>
    );
  }
  if (type === 'text') return <div className={styles.textBox} role="img" aria-label={t('template.answer.text')} />;
  return null;
}

export function Head({ data, pageContext }: HeadProps<Queries.TemplateDetailQuery, I18nPageContext>) {
  const item = pageItem(data.item, 'TemplateDetail');
  return (
    <Seo
      lang={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
      seo={{ title: titled(item.name, pageContext.language), description: item.description }}
    />
  );
}

export const query = graphql`
  query TemplateDetail($id: Int!, $language: String!, $relatedIds: [Int!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    item: siteApiTemplate(apiId: { eq: $id }, lang: { eq: $language }) {
      apiId
      name
      description
      timesUsed
      questions {
        type
        title
        options
      }
      coverFile {
        childImageSharp {
          gatsbyImageData(width: 420, aspectRatio: 1.7778, placeholder: BLURRED)
        }
      }
    }
    related: allSiteApiTemplate(filter: { lang: { eq: $language }, apiId: { in: $relatedIds } }, sort: { timesUsed: DESC }) {
      nodes {
        apiId
        name
        timesUsed
        coverFile {
          childImageSharp {
            gatsbyImageData(width: 96, aspectRatio: 1.7778, placeholder: NONE)
          }
        }
      }
    }
  }
`;
