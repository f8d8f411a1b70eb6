import React from 'react';
import { useTranslation } from 'react-i18next';
import { imageData, Picture } from '../../components/picture';
import type { ViewpointListModel } from './use-viewpoint-list';
import type { ListedViewpoint, Tutor } from './viewpoint-types';
import * as styles from './master.module.css';

/** The tutors as toggle buttons, each with avatar, title, fields and number of articles. */
export function TutorList({
  id,
  list,
  items,
  tutors,
}: {
  id: string;
  list: ViewpointListModel;
  items: readonly ListedViewpoint[];
  tutors: readonly Tutor[];
}) {
  const { t } = useTranslation('master');
  const { state, go } = list;
  return (
    <section aria-labelledby={`${id}-tutors`} className={styles.block}>
      <h2 id={`${id}-tutors`}>{t('byTutor')}</h2>
      <ul className={styles.tutors}>
        {tutors.map((tutor) => {
          const avatar = imageData(tutor.avatarFile);
          const count = items.filter((v) => v.tutorId === tutor.apiId).length;
          return (
            <li key={tutor.apiId}>
              <button
                type="button"
                aria-pressed={state.tutor === tutor.apiId}
                onClick={() => go({ ...state, tutor: state.tutor === tutor.apiId ? null : tutor.apiId, category: null, page: 1 })}
              >
                {avatar && <Picture image={avatar} alt="" className={styles.avatar} />}
                <span className={styles.tutorText}>
                  <strong>{tutor.name}</strong>
                  <span className={styles.tutorTitle}>{tutor.title}</span>
                  <span className={styles.fields}>
                    {tutor.expertise.map((f) => (
                      <span key={f}>{f}</span>
                    ))}
                  </span>
                  <span className={styles.count}>{t('articles', { count })}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
