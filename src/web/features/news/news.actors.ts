import { fromPromise } from 'xstate';
import { bannerGet, newsGet, newsList } from '../../../contract/content';
import type { CallOutput } from '../../../contract/envelope';
import { unwrap } from '../../lib/api-client';
import type { ContentLoadInput } from '../../lib/use-content';

/** the newest item leads across the row, so seven fill two rows of three */
export const NEWS_PAGE_SIZE = 7;

export type NewsPage = CallOutput<typeof newsList>;
export interface NewsListContent {
  banner: CallOutput<typeof bannerGet>;
  news: NewsPage;
}
export type NewsDetail = CallOutput<typeof newsGet>;

/** The banner and the first page; then each further page added to the list already shown. */
export const loadNewsList = fromPromise<NewsListContent, ContentLoadInput<{ page: number }, NewsListContent>>(
  async ({ input }) => {
    const page = input.params.page;
    if (input.previous && page > 1) {
      const next = await unwrap(newsList, { page, pagesize: NEWS_PAGE_SIZE });
      return { ...input.previous, news: { ...next, list: [...input.previous.news.list, ...next.list] } };
    }
    const [banner, news] = await Promise.all([
      unwrap(bannerGet, { page: 'news' }),
      unwrap(newsList, { page: 1, pagesize: NEWS_PAGE_SIZE }),
    ]);
    return { banner, news };
  },
);

export const loadNewsDetail = fromPromise<NewsDetail, ContentLoadInput<{ id: number }>>(({ input }) =>
  unwrap(newsGet, { id: input.params.id }),
);
