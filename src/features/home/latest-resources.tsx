import React from 'react';
import { imageData, Picture } from '../../components/picture';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import type { Language } from '../../i18n/languages';
import { formatDate } from '../../lib/format';
import type { HomeStory } from './home-query';
import { Icon, type IconName } from '../../components/icons/icons';
import { SectionHead } from './section-head';
import * as section from './section.module.css';
import * as cards from './cards.module.css';

/** The news languages: news and expert articles are Chinese-only navigation (SPEC 2.3). */
const NEWS_IN: readonly Language[] = ['zh'];

/** The resource hubs; the news ones only where news is navigation, the others in every language. */
const LINKS: { key: string; to: string; icon: IconName; news?: true }[] = [
  { key: 'news', to: '/news', icon: 'news', news: true },
  { key: 'master', to: '/master', icon: 'master', news: true },
  { key: 'article', to: '/article', icon: 'article' },
  { key: 'template', to: '/template', icon: 'template' },
  { key: 'help', to: '/help', icon: 'help' },
];

/** Latest news where news is navigation (Chinese), else the latest college articles, plus the resource hubs. */
export function LatestResources({ lang, news, articles }: { lang: Language; news: readonly HomeStory[]; articles: readonly HomeStory[] }) {
  const { t } = useTranslation('home');
  const zh = NEWS_IN.includes(lang);
  const stories = zh ? news : articles;
  const base = zh ? '/news' : '/article';
  return (
    <section className={`${section.section} ${section.soft}`} aria-labelledby="home-resources">
      <div className="container">
        <div className={cards.headRow}>
          <SectionHead
            id="home-resources"
            eyebrow={t('resources.eyebrow')}
            title={zh ? t('resources.title') : t('resources.titleArticles')}
            lead={t('resources.lead')}
          />
          <Link to={base} className={section.arrowLink}>
            {t('resources.more')}
            <Icon name="arrow" size={18} />
          </Link>
        </div>
        <ul className={`${cards.grid} ${section.swipe}`}>
          {stories.map((story) => {
            const image = imageData(story.coverFile);
            return (
              <li key={story.apiId} className={cards.card}>
                <div className={cards.media}>{image && <Picture image={image} alt="" className={cards.image} />}</div>
                <div className={cards.body}>
                  <time className={cards.date} dateTime={story.publishedAt}>
                    {formatDate(story.publishedAt, lang)}
                  </time>
                  <h3 className={cards.title}>
                    <Link to={`${base}/${story.apiId}`} className={cards.stretched}>
                      {story.title}
                    </Link>
                  </h3>
                  <p className={cards.summary}>{story.summary}</p>
                </div>
              </li>
            );
          })}
        </ul>
        <nav className={cards.hubs} aria-label={t('resources.eyebrow')}>
          {LINKS.filter((l) => zh || !l.news).map((l) => (
            <Link key={l.key} to={l.to} className={cards.hub}>
              <Icon name={l.icon} size={20} />
              {t(`resources.links.${l.key}`)}
            </Link>
          ))}
        </nav>
      </div>
    </section>
  );
}
