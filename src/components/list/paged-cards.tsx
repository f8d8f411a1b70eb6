import React from 'react';
import type { PageSlice } from '../../lib/listing';
import { CardGrid, type CardItem } from './card-grid';
import { ListStatus } from './list-status';
import { Pager, type PagerProps } from './pager';

export interface PagedCardsProps extends Pick<PagerProps, 'hrefFor' | 'onPage'> {
  /** The page of results shown; `cards` are its items as cards. */
  slice: PageSlice<unknown>;
  cards: CardItem[];
  /** A filter or page change is on its way (a transition): the cards say they are busy. */
  pending: boolean;
  /** The list's own class for the busy cards (each list has its own stylesheet). */
  pendingClass?: string;
  /** What the status line says when nothing matches. */
  empty: string;
  headingLevel?: 'h2' | 'h3';
  /** Render the (empty) grid even when nothing matches (the news and blog lists). */
  keepEmptyGrid?: boolean;
}

/** A list's cards, its status line (count, or what is empty) and its pager: the three every list shows. */
export function PagedCards({
  slice,
  cards,
  pending,
  pendingClass,
  empty,
  headingLevel,
  keepEmptyGrid = false,
  hrefFor,
  onPage,
}: PagedCardsProps) {
  return (
    <>
      <div aria-busy={pending} className={pending ? pendingClass : undefined}>
        {(keepEmptyGrid || slice.total > 0) && <CardGrid headingLevel={headingLevel} items={cards} eagerFirst />}
      </div>
      <ListStatus loading={pending} total={slice.total} page={slice.page} pageCount={slice.pageCount} empty={empty} />
      <Pager page={slice.page} pageCount={slice.pageCount} hrefFor={hrefFor} onPage={onPage} />
    </>
  );
}
