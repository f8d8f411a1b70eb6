import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { heroArtClass, PageHero } from '../../components/page-hero/page-hero';
import { imageData, Picture } from '../../components/picture';
import type { CollegesLayoutData } from './colleges-layout-query';
import * as styles from './colleges.module.css';

/**
 * The colleges layout's top banner (SPEC 2.4) on the shared band (components/page-hero): title, tags and
 * four images, under the transparent header. The zone page titles itself with it (h1, the landing height);
 * an item page names the zone only (the list height), its own title being the item's.
 */
export function CollegesBanner({ banner, heading }: { banner: NonNullable<CollegesLayoutData['banner']>; heading: 'h1' | 'p' }) {
  const zone = heading === 'h1';
  const { t } = useTranslation('colleges');
  return (
    <div data-testid="colleges-banner">
      <PageHero
        id="colleges-banner-title"
        size={zone ? 'landing' : 'list'}
        titleAs={heading}
        title={banner.title}
        lead={zone ? banner.text : undefined}
        // The zone's one thing to do: buy a student sample on its panel page (SPEC 2.4).
        actions={
          zone ? (
            <Link className="btn btn-primary" to="/colleges/panel">
              {t('panel.link')}
            </Link>
          ) : undefined
        }
        visual={
          // Decoration, as the other bands' drawings: out of the accessibility tree, and off phones and tablets.
          <div className={heroArtClass} aria-hidden="true">
            <div className={styles.bannerImages}>
              {banner.imageFiles.map((file, i) => {
                const image = imageData(file);
                return image ? <Picture key={i} image={image} alt="" eager className={styles.bannerImage} /> : null;
              })}
            </div>
          </div>
        }
      >
        <ul className={styles.tags}>
          {banner.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      </PageHero>
    </div>
  );
}
