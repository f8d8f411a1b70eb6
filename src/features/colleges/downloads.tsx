import React, { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fileSize, joinItems } from '../../lib/format';
import * as styles from './colleges.module.css';

/** A download as the item query selects it (publicURL is null only for a file Gatsby could not publish). */
export type Download = NonNullable<Queries.CollegeDetailQuery['item']>['downloads'][number];

/** A plain click on a link: not opened in a new tab or window, not saved by the browser's own menu. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * The files a university-zone item offers (SPEC 4, interface states: downloading, or nothing to download).
 * Each is a plain link in the server HTML (it downloads without scripts); with scripts, a click fetches the
 * file while 'Downloading, please wait' shows, then hands it to the browser. An item that offers no files
 * shows no section at all (an empty "Downloads" box means nothing to a visitor); one whose files could not be
 * published says there is nothing to download.
 */
export function Downloads({ downloads }: { downloads: readonly Download[] }) {
  const { t } = useTranslation('colleges');
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const files = downloads.filter(
    (d): d is Download & { file: NonNullable<Download['file']> & { publicURL: string } } => d.file !== null && d.file.publicURL !== null,
  );

  if (downloads.length === 0) return null;

  const fetchFile = async (e: MouseEvent<HTMLAnchorElement>, url: string) => {
    if (!plainClick(e)) return;
    e.preventDefault();
    if (busy) return;
    setBusy(url);
    setFailed(false);
    try {
      const res = await fetch(url);
      if (!res.ok) throw new Error(String(res.status));
      const href = URL.createObjectURL(await res.blob());
      const save = document.createElement('a');
      save.href = href;
      save.download = url.slice(url.lastIndexOf('/') + 1);
      save.click();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.downloads} aria-labelledby="downloads-title" data-testid="college-downloads">
      <h2 id="downloads-title" className={styles.downloadsTitle}>
        {t('downloads.title')}
      </h2>
      {files.length === 0 ? (
        <p className={styles.downloadsNone}>{t('downloads.none')}</p>
      ) : (
        <ul className={styles.downloadsList}>
          {files.map((d) => (
            <li key={d.file.publicURL}>
              <a
                href={d.file.publicURL}
                download
                onClick={(e) => void fetchFile(e, d.file.publicURL)}
                aria-busy={busy === d.file.publicURL}
              >
                <span className={styles.downloadsName}>{d.name}</span>
                <span className={styles.downloadsMeta}>{joinItems([d.file.extension.toUpperCase(), fileSize(d.file.size)])}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.downloadsStatus} role="status">
        {busy ? t('downloads.loading') : failed ? t('downloads.failed') : ''}
      </p>
    </section>
  );
}
