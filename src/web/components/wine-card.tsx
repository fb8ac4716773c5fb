import { ContentImage } from './content-image';
import { WinePrice } from './wine-price';

export interface WineCardProps {
  href: string;
  title: string;
  /** the series' or the wine's English name, the small line above the title */
  eyebrow?: string;
  image: string | undefined;
  price: string;
  dollarPrice: string;
  originalPrice?: string;
  /** short facts under the title (alcohol, type, volume) */
  facts?: string[];
  headingLevel?: 2 | 3;
}

/** A bottle on a cream ground, its name and its price: the wine lists' and the home teaser's card. */
export function WineCard(props: WineCardProps) {
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="wine-card">
      <a className="wine-card-link" href={props.href}>
        <span className="wine-card-picture">
          <ContentImage src={props.image} alt="" shape="portrait" sizes="(min-width: 1025px) 25vw, 50vw" />
        </span>
        {props.eyebrow && (
          <span className="wine-card-eyebrow" lang="en">
            {props.eyebrow}
          </span>
        )}
        <Heading className="wine-card-title">{props.title}</Heading>
      </a>
      {props.facts && props.facts.length > 0 && <p className="wine-card-facts">{props.facts.filter(Boolean).join(' · ')}</p>}
      <WinePrice price={props.price} dollarPrice={props.dollarPrice} originalPrice={props.originalPrice} />
    </article>
  );
}
