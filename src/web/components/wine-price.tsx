import { t } from '../lib/i18n';

/** A price in both currencies (spec §9), as "¥388.00 / $55.00"; the API sends decimal strings. */
export function formatPrice(price: string, dollarPrice: string): string {
  return `¥${price} / $${dollarPrice}`;
}

export interface WinePriceProps {
  price: string;
  dollarPrice: string;
  /** the price before a promotion, shown struck through when it differs */
  originalPrice?: string;
  className?: string;
}

export function WinePrice({ price, dollarPrice, originalPrice, className }: WinePriceProps) {
  const was = originalPrice && originalPrice !== price && Number(originalPrice) > Number(price) ? originalPrice : null;
  return (
    <p className={className ? `wine-price ${className}` : 'wine-price'}>
      <span className="wine-price-now" data-testid="wine-price">
        {formatPrice(price, dollarPrice)}
      </span>
      {was && (
        <s className="wine-price-was">
          <span className="visually-hidden">{t('site.price.was', { price: `¥${was}` })}</span>
          <span aria-hidden="true">¥{was}</span>
        </s>
      )}
    </p>
  );
}
