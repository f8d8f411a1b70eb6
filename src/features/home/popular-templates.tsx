import React from 'react';
import { imageData, Picture } from '../../components/picture';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { formatNumber } from '../../lib/format';
import type { HomeTemplate } from './home-query';
import { Icon } from '../../components/icons/icons';
import { SectionHead } from './section-head';
import * as section from './section.module.css';
import * as cards from './cards.module.css';

/** The three most used templates from the site API, each linking to its detail page. */
export function PopularTemplates({ templates }: { templates: readonly HomeTemplate[] }) {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation('common');
  return (
    <section className={section.section} aria-labelledby="home-templates">
      <div className="container">
        <div className={cards.headRow}>
          <SectionHead id="home-templates" eyebrow={t('templates.eyebrow')} title={t('templates.title')} lead={t('templates.lead')} />
          <Link to="/template" className={section.arrowLink}>
            {t('templates.all')}
            <Icon name="arrow" size={18} />
          </Link>
        </div>
        <ul className={`${cards.grid} ${section.swipe}`}>
          {templates.map((tpl) => {
            const image = imageData(tpl.coverFile);
            return (
              <li key={tpl.apiId} className={cards.card}>
                <div className={cards.media}>
                  {image && <Picture image={image} alt="" className={cards.image} />}
                  <span className={cards.badge}>
                    <Icon name="users" size={14} />
                    {tc('template.used', { formatted: formatNumber(tpl.timesUsed) })}
                  </span>
                </div>
                <div className={cards.body}>
                  <h3 className={cards.title}>
                    <Link to={`/template/${tpl.apiId}`} className={cards.stretched}>
                      {tpl.name}
                    </Link>
                  </h3>
                  <p className={cards.summary}>{tpl.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
