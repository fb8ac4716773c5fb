import { useState } from 'react';
import { useSearch } from '../../lib/hash-location';
import { ContentGate } from '../../components/content-gate';
import { ContentImage } from '../../components/content-image';
import { NotFound } from '../../components/not-found';
import { RichText } from '../../components/rich-text';
import { WinePrice } from '../../components/wine-price';
import { t, tn } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { contentLogic, useContent } from '../../lib/use-content';
import { AddToCart } from './add-to-cart';
import { loadWine, queryId, type WineDetail } from './wine.actors';
import './wine.css';

const logic = contentLogic(loadWine);

/** /seriesDetail?Pid= : one wine, its pictures, story, tasting notes, prices, stock and "add to cart". */
export default function SeriesDetailView() {
  const id = queryId(useSearch(), 'Pid');
  return id === null ? <NotFound /> : <WineScreen id={id} />;
}

function WineScreen({ id }: { id: number }) {
  const content = useContent<WineDetail, number>(logic, id);
  return (
    <div className="wine-page wine-detail-page">
      <ContentGate data={content.data} failure={content.failure} onRetry={content.retry}>
        {(wine) => <WineDetailBody wine={wine} />}
      </ContentGate>
    </div>
  );
}

function WineDetailBody({ wine }: { wine: WineDetail }) {
  const facts: [string, string][] = [
    [t('site.wine.type'), wine.type],
    [t('site.wine.alcohol'), wine.alcohol],
    [t('site.wine.volume'), wine.volume],
    [t('site.wine.grape'), wine.grape],
    [t('site.wine.vintage'), wine.vintage > 0 ? String(wine.vintage) : ''],
  ];
  return (
    <>
      <div className="wine-inner wine-detail">
        <Gallery title={wine.title} images={wine.images} />
        <div className="wine-summary">
          <a className="wine-series-link" href={`#${paths.series}?id=${wine.series.id}`}>
            {wine.series.title}
          </a>
          <h1 className="wine-title">{wine.title}</h1>
          {wine.en_title !== wine.title && (
            <p className="wine-en-title" lang="en">
              {wine.en_title}
            </p>
          )}
          <p className="wine-intro">{wine.intro}</p>
          <WinePrice className="wine-detail-price" price={wine.price} dollarPrice={wine.dollar_price} originalPrice={wine.original_price} />
          <dl className="wine-facts">
            {facts
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          <p className={wine.stock > 0 ? 'wine-stock' : 'wine-stock is-out'} data-testid="wine-stock">
            {wine.is_sell !== 1 ? t('site.wine.notForSale') : wine.stock > 0 ? tn('site.wine.stock', wine.stock) : t('site.wine.soldOut')}
          </p>
          {wine.is_sell === 1 && <AddToCart goodsId={wine.id} stock={wine.stock} />}
        </div>
      </div>
      <div className="wine-inner wine-story">
        {wine.description && (
          <section aria-labelledby="wine-description">
            <h2 id="wine-description">{t('site.wine.description')}</h2>
            <RichText html={wine.description} />
          </section>
        )}
        {wine.tasting_notes && (
          <section className="wine-notes" aria-labelledby="wine-notes">
            <h2 id="wine-notes">{t('site.wine.tastingNotes')}</h2>
            <p>{wine.tasting_notes}</p>
          </section>
        )}
        <p>
          <a className="text-link" href={`#${paths.series}?id=${wine.series.id}`}>
            <span aria-hidden="true">← </span>
            {t('site.wine.backToSeries')}
          </a>
        </p>
      </div>
    </>
  );
}

function Gallery({ title, images }: { title: string; images: string[] }) {
  const [shown, setShown] = useState(0);
  const main = images[shown] ?? images[0];
  return (
    <div className="wine-gallery">
      <div className="wine-gallery-main">
        <ContentImage src={main} alt={title} shape="portrait" priority sizes="(min-width: 1025px) 50vw, 100vw" />
      </div>
      {images.length > 1 && (
        <ul className="wine-thumbs" aria-label={t('site.wine.gallery', { title })}>
          {images.map((src, i) => (
            <li key={src}>
              <button type="button" aria-pressed={i === shown} onClick={() => setShown(i)}>
                <ContentImage src={src} alt={`${title} ${i + 1}`} shape="portrait" sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
