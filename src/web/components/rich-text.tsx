import './content.css';

/**
 * Rich text of the content tables. The server sanitises it before it is stored or sent
 * (allowed tags only, no scripts, no event attributes), so it is inserted as it comes.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />;
}
