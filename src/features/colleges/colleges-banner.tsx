import React from 'react';
import { imageData, Picture } from '../../components/picture';
import type { CollegesLayoutData } from './colleges-layout-query';
import * as styles from './colleges.module.css';

/**
 * The colleges layout's top banner (SPEC 2.4): title, tags and four images on a dark ground, under the
 * transparent header. The zone page titles itself with it (h1); an item page names the zone only.
 */
export function CollegesBanner({ banner, heading }: { banner: NonNullable<CollegesLayoutData['banner']>; heading: 'h1' | 'p' }) {
  const Title = heading;
  return (
    <div className={styles.banner} data-testid="colleges-banner">
      <div className={styles.bannerInner}>
        <div className={styles.bannerCopy}>
          <Title className={styles.bannerTitle}>{banner.title}</Title>
          {heading === 'h1' && <p className={styles.bannerText}>{banner.text}</p>}
          <ul className={styles.tags}>
            {banner.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        </div>
        <div className={styles.bannerImages} aria-hidden="true">
          {banner.imageFiles.map((file, i) => {
            const image = imageData(file);
            return image ? <Picture key={i} image={image} alt="" eager className={styles.bannerImage} /> : null;
          })}
        </div>
      </div>
    </div>
  );
}
