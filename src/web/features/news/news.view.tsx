import { useLayoutEffect, useRef } from 'react';
import { useLocation, useSearch } from '../../lib/hash-location';
import { paths } from '../../lib/paths';
import { contentLogic, useContent } from '../../lib/use-content';
import { loadNewsList, type NewsListContent } from './news.actors';
import { NewsDetailView } from './news-detail';
import { NewsList } from './news-list';
import './news.css';

const listLogic = contentLogic(loadNewsList);

/**
 * /news (kept alive): the paged list, and at /news?id= one item with previous and next. The
 * list's pages and scroll position survive reading an item and coming back.
 */
export default function NewsView() {
  const id = useNewsId();
  const list = useContent<NewsListContent, { page: number }>(listLogic, { page: 1 });
  useListScroll(id);
  return id === null ? <NewsList content={list} /> : <NewsDetailView key={id} id={id} />;
}

/** The `id` query of /news; while the screen is hidden on another route, the last one it had. */
function useNewsId(): number | null {
  const [path] = useLocation();
  const search = useSearch();
  const last = useRef<number | null>(null);
  if (path === paths.news) {
    const id = Number(new URLSearchParams(search).get('id'));
    last.current = Number.isInteger(id) && id > 0 ? id : null;
  }
  return last.current;
}

/** An item opens at the top; back on the list, the reader is where they left it. */
function useListScroll(id: number | null) {
  const previous = useRef(id);
  const listScroll = useRef(0);
  useLayoutEffect(() => {
    // a re-shown screen (kept alive) runs its effects again with the same id: nothing to do
    if (previous.current === id) return;
    if (previous.current === null) listScroll.current = window.scrollY;
    window.scrollTo(0, id === null ? listScroll.current : 0);
    previous.current = id;
  }, [id]);
}
