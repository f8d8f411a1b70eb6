import React, { useTransition } from 'react';
import { graphql } from 'gatsby';
import { PagedCards } from '../../components/list/paged-cards';
import { useUrlSearch } from '../../components/list/use-url-search';
import { imageData } from '../../components/picture';
import { localizedPath, type Language } from '../../i18n/languages';
import { formatDate } from '../../lib/format';
import { STORIES_PER_PAGE, listPagePath, paginate, positiveInt } from '../../lib/listing';

export { STORIES_PER_PAGE };

/** A news item or blog post as the NewsListItem / BlogListItem fragments below select it (blog posts name their author). */
export type DatedStory = Queries.NewsListItemFragment & { readonly author?: string | null };

/**
 * News or blog articles, newest first (the query sorts), a built page per page (`/news/page/N`, `page` of
 * the page's context); `?page=N` still opens page N with scripts.
 */
export function DatedList({
  lang,
  base,
  items,
  empty,
  page = 1,
}: {
  lang: Language;
  base: string;
  items: readonly DatedStory[];
  empty: string;
  page?: number;
}) {
  const [search, push] = useUrlSearch();
  const [pending, startTransition] = useTransition();
  const slice = paginate(items, positiveInt(new URLSearchParams(search).get('page'), page), STORIES_PER_PAGE);
  return (
    <PagedCards
      slice={slice}
      keepEmptyGrid
      cards={slice.items.map((s) => ({
        key: s.apiId,
        to: `${base}/${s.apiId}`,
        title: s.title,
        summary: s.summary,
        cover: imageData(s.coverFile),
        eyebrow: <time dateTime={s.publishedAt}>{formatDate(s.publishedAt, lang)}</time>,
        footer: (
          <>
            {s.author && <span>{s.author}</span>}
            {s.tags.slice(0, 3).map((tag) => (
              <span key={tag}>#{tag}</span>
            ))}
          </>
        ),
      }))}
      pending={pending}
      empty={empty}
      hrefFor={(target) => localizedPath(listPagePath(base, target), lang)}
      onPage={(page) => {
        startTransition(() => push(page > 1 ? `page=${page}` : ''));
        window.scrollTo({ top: 0 });
      }}
    />
  );
}

export const datedListFragments = graphql`
  fragment NewsListItem on SiteApiNews {
    apiId
    title
    summary
    tags
    publishedAt(formatString: "YYYY-MM-DD")
    coverFile {
      childImageSharp {
        gatsbyImageData(width: 400, aspectRatio: 1.7778, placeholder: BLURRED, formats: [AUTO, WEBP])
      }
    }
  }
  fragment BlogListItem on SiteApiBlog {
    apiId
    title
    summary
    tags
    author
    publishedAt(formatString: "YYYY-MM-DD")
    coverFile {
      childImageSharp {
        gatsbyImageData(width: 400, aspectRatio: 1.7778, placeholder: BLURRED, formats: [AUTO, WEBP])
      }
    }
  }
`;
