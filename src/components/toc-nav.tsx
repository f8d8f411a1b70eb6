import React from 'react';
import { jumpTo } from '../lib/jump-to';
import { useCurrentSection } from '../lib/use-current-section';

/**
 * A page's table of contents: a titled list of links to its headings, which scroll smoothly (lib/jump-to.ts)
 * and still work as fragment links without scripts. `id` is the title's, which labels the <nav>. The entry
 * of the section being read is marked (aria-current="location") once scripts run.
 */
export function TocNav({
  id,
  title,
  entries,
  className,
}: {
  id: string;
  title: string;
  entries: readonly { id: string; text: string }[];
  className?: string;
}) {
  const current = useCurrentSection(entries.map((e) => e.id));
  return (
    <nav className={className} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ol>
        {entries.map((e) => (
          <li key={e.id}>
            <a href={`#${e.id}`} onClick={(event) => jumpTo(event, e.id)} aria-current={e.id === current ? 'location' : undefined}>
              {e.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
