import { currentLang } from '../lib/i18n';

/**
 * A content row's `entitle`, the English line the spec puts above a title: it is English in every
 * language, so it is shown on the English pages only — on a Chinese page it would be a label the
 * reader may not read, above a title that already says the same.
 */
export function EnglishLine({ text, className = 'eyebrow-line' }: { text: string | undefined; className?: string }) {
  if (!text || currentLang() !== 'en') return null;
  return (
    <p className={className} lang="en">
      {text}
    </p>
  );
}
