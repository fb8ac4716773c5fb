import { ContentImage } from './content-image';
import './goods-list.css';

export interface GoodsLine {
  key: number;
  image: string;
  title: string;
  spec: string;
  /** already worded, e.g. "¥388.00 × 2" */
  quantity: string;
  price: string;
  dollarPrice: string;
  /** the wine's page, when it has one */
  href?: string;
}

/** Wines of a checkout or an order: picture, name, bottle size, quantity and line price in both currencies. */
export function GoodsList({ lines, label }: { lines: GoodsLine[]; label: string }) {
  return (
    <ul className="goods-list" aria-label={label}>
      {lines.map((line) => (
        <li key={line.key} className="goods-line">
          <ContentImage className="goods-image" src={line.image} alt="" shape="portrait" width={72} height={96} />
          <div className="goods-text">
            <p className="goods-title">{line.href ? <a href={line.href}>{line.title}</a> : line.title}</p>
            <p className="goods-spec">{line.spec}</p>
          </div>
          <p className="goods-quantity">{line.quantity}</p>
          <p className="goods-price">
            <span>¥{line.price}</span>
            <span className="goods-dollar">${line.dollarPrice}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
