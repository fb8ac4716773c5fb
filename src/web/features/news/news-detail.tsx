import { ContentGate } from '../../components/content-gate';
import { ContentImage } from '../../components/content-image';
import { RichText } from '../../components/rich-text';
import { formatDate, isoDate } from '../../lib/dates';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { contentLogic, useContent } from '../../lib/use-content';
import { loadNewsDetail, type NewsDetail } from './news.actors';

const detailLogic = contentLogic(loadNewsDetail);

/** One news item (/news?id=), with the previous and next ones. */
export function NewsDetailView({ id }: { id: number }) {
  const content = useContent<NewsDetail, { id: number }>(detailLogic, { id });
  return (
    <ContentGate data={content.data} failure={content.failure} onRetry={content.retry}>
      {(news) => {
        const [cover, ...more] = news.is_text === 1 ? [] : news.images;
        return (
          <article className="content-article">
            <header className="content-article-header">
              <a className="back-link" href={`#${paths.news}`}>
                {t('content.news.backToList')}
              </a>
              <p className="content-article-date">
                <time dateTime={isoDate(news.releasedate)}>{t('content.news.released', { date: formatDate(news.releasedate) })}</time>
              </p>
              <h1 className="content-article-title">{news.title}</h1>
              <p className="content-article-summary">{news.summary}</p>
            </header>
            {cover && <ContentImage className="content-article-cover" src={cover} alt={news.title} priority sizes="(min-width: 1100px) 1040px, 100vw" />}
            <RichText className="content-article-body" html={news.content} />
            {more.length > 0 && (
              <div className="news-article-gallery">
                {more.map((src) => (
                  <ContentImage key={src} src={src} alt="" sizes="(min-width: 900px) 50vw, 100vw" />
                ))}
              </div>
            )}
            <nav className="news-pager" aria-label={t('content.news.pager')}>
              {news.prev_id !== null && (
                <a className="news-pager-link news-pager-link--prev" rel="prev" href={`#${paths.news}?id=${news.prev_id}`}>
                  {t('content.news.prev')}
                </a>
              )}
              {news.next_id !== null && (
                <a className="news-pager-link news-pager-link--next" rel="next" href={`#${paths.news}?id=${news.next_id}`}>
                  {t('content.news.next')}
                </a>
              )}
            </nav>
          </article>
        );
      }}
    </ContentGate>
  );
}
