import { useState } from 'react';
import { quantityProblem } from '../../../../machines/cart.machine';
import { CART_LINE_MAX, type CartItem } from '../../../contract/cart';
import { ContentImage } from '../../components/content-image';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';

export interface CartLineProps {
  item: CartItem;
  busy: boolean;
  /** whether the line may be chosen for checkout; without onToggle (a guest's cart) there is no choosing */
  canSelect?: boolean;
  onToggle?: (selected: boolean) => void;
  /** the title links to the wine (not for a wine gone from the site) */
  linked?: boolean;
  onQuantity: (count: number) => void;
  onDelete: () => void;
  /** the cart machine's count of quantities put back: the box shows the line's count again */
  putBack: number;
}

/** One wine in the cart: choose it, change its quantity (− / field / +), or delete it. */
export function CartLine({ item, busy, canSelect = false, onToggle, onQuantity, onDelete, putBack, linked = true }: CartLineProps) {
  const checkId = `cart-line-${item.id}`;
  const tipsId = `cart-tips-${item.id}`;
  // the box holds what is typed until the cart answers a new count or puts a refused one back
  const [typed, setTyped] = useState(String(item.product_count));
  const [shown, setShown] = useState({ count: item.product_count, putBack });
  if (shown.count !== item.product_count || shown.putBack !== putBack) {
    setShown({ count: item.product_count, putBack });
    setTyped(String(item.product_count));
  }
  const commit = (value: string) => {
    const count = Number(value);
    if (value.trim() === '') setTyped(String(item.product_count));
    else if (count !== item.product_count) onQuantity(count);
  };
  return (
    <li className={item.available ? 'cart-line' : 'cart-line is-unavailable'} data-testid="cart-line">
      {onToggle && (
        <div className="cart-check">
          <input
            id={checkId}
            type="checkbox"
            checked={item.is_selected === 1}
            disabled={busy || (!canSelect && item.is_selected === 0)}
            onChange={(event) => onToggle(event.target.checked)}
            aria-describedby={item.tips ? tipsId : undefined}
          />
          <label htmlFor={checkId} className="visually-hidden">
            {t('shop.cart.select', { title: item.title })}
          </label>
        </div>
      )}
      <ContentImage className="cart-image" src={item.images[0]} alt="" shape="portrait" width={90} height={120} />
      <div className="cart-info">
        {linked ? (
          <a className="cart-title" href={`#${paths.seriesDetail}?Pid=${item.goods_id}`}>
            {item.title}
          </a>
        ) : (
          <span className="cart-title">{item.title}</span>
        )}
        <p className="cart-spec">{item.product_spec}</p>
        {item.unit_price && (
          <p className="cart-unit">
            <span className="visually-hidden">{t('shop.cart.unitPrice')} </span>¥{item.unit_price}
            {item.original_price !== item.unit_price && <s className="cart-was">¥{item.original_price}</s>}
          </p>
        )}
        {item.tips && (
          <p id={tipsId} className="cart-tips">
            {item.tips}
          </p>
        )}
      </div>
      <div className="cart-quantity" role="group" aria-label={t('shop.cart.quantity', { title: item.title })}>
        <button
          type="button"
          aria-label={t('shop.cart.decrease', { title: item.title })}
          disabled={busy || quantityProblem(item, item.product_count - 1) !== null}
          onClick={() => onQuantity(item.product_count - 1)}
        >
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={CART_LINE_MAX}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          disabled={busy}
          aria-label={t('shop.cart.quantity', { title: item.title })}
          data-testid="cart-quantity"
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
        />
        <button
          type="button"
          aria-label={t('shop.cart.increase', { title: item.title })}
          disabled={busy || quantityProblem(item, item.product_count + 1) !== null}
          onClick={() => onQuantity(item.product_count + 1)}
        >
          +
        </button>
      </div>
      {item.price ? (
        <p className="cart-line-price">
          <span className="visually-hidden">{t('shop.cart.subtotal')} </span>
          <span>¥{item.price}</span>
          <span className="cart-dollar">${item.dollar_price}</span>
        </p>
      ) : (
        <span className="cart-line-price" aria-hidden="true" />
      )}
      <button type="button" className="link-button is-danger cart-delete" disabled={busy} onClick={onDelete}>
        {t('shop.cart.delete')}
      </button>
    </li>
  );
}
