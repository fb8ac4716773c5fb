import { useEffect, useRef } from 'react';
import { ContentGate } from '../../components/content-gate';
import { ContentImage } from '../../components/content-image';
import { LoadMore } from '../../components/load-more';
import { bannerProps, PageBanner } from '../../components/page-banner';
import { SectionHeading } from '../../components/section-heading';
import { formatDate, isoDate } from '../../lib/dates';
import { t, tKey } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import type { Content } from '../../lib/use-content';
import type { NewsListContent } from './news.actors';

type NewsItem = NewsListContent['news']['list'][number];
type ListContent = Content<NewsListContent, { page: number }>;

export function NewsList({ content }: { content: ListContent }) {
  return (
    <>
      <PageBanner {...bannerProps(content.data?.banner, t('route.news'))} />
      <ContentGate data={content.data} failure={content.failure} onRetry={content.retry}>
        {({ news }) => <NewsSection news={news} content={content} />}
      </ContentGate>
    </>
  );
}

function NewsSection({ news, content }: { news: NewsListContent['news']; content: ListContent }) {
  const list = useRef<HTMLUListElement>(null);
  // after "show more", the reader continues at the first new item (the button may be gone)
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    if (firstNew.current === null || news.list.length <= firstNew.current) return;
    list.current?.querySelectorAll<HTMLAnchorElement>('.news-card-link')[firstNew.current]?.focus();
    firstNew.current = null;
  }, [news.list.length]);
  return (
    <section className="content-section" aria-labelledby="news-list-title">
      <div className="content-inner">
        <SectionHeading
          id="news-list-title"
          eyebrow={t('content.news.eyebrow')}
          eyebrowLang="en"
          title={t('content.news.listTitle')}
          intro={t('content.news.listIntro')}
        />
        {news.list.length === 0 ? (
          <p className="news-empty">{t('content.news.empty')}</p>
        ) : (
          <ul className="news-grid" ref={list}>
            {news.list.map((item) => (
              <NewsCard key={item.id} item={item} />
            ))}
          </ul>
        )}
        <LoadMore
          shown={news.list.length}
          total={news.total}
          loading={content.loading}
          failure={content.failure === null ? null : tKey(content.failure)}
          onMore={() => {
            firstNew.current = news.list.length;
            content.more({ page: news.page + 1 });
          }}
          onRetry={content.retry}
        />
      </div>
    </section>
  );
}

/** A text-only item (`is_text` 1) is a notice: no picture, set apart by its frame. */
function NewsCard({ item }: { item: NewsItem }) {
  const textOnly = item.is_text === 1 || item.images.length === 0;
  return (
    <li className={textOnly ? 'news-card news-card--text' : 'news-card'} data-testid="news-card">
      {!textOnly && <ContentImage className="news-card-image" src={item.images[0]} alt="" sizes="(min-width: 900px) 33vw, 100vw" />}
      <div className="news-card-body">
        <p className="news-card-meta">
          {textOnly && <span className="news-tag">{t('content.news.notice')}</span>}
          <time dateTime={isoDate(item.releasedate)}>{formatDate(item.releasedate)}</time>
        </p>
        <h3 className="news-card-title">
          <a className="news-card-link" href={`#${paths.news}?id=${item.id}`}>
            {item.title}
          </a>
        </h3>
        <p className="news-card-summary">{item.summary}</p>
        <span className="news-card-more" aria-hidden="true">
          {t('content.common.readMore')}
        </span>
      </div>
    </li>
  );
}
