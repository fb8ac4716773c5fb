import { LANGS, type Lang } from '../../contract/lang';

const NAMES: Record<Lang, string> = { cn: '简体', tw: '繁體', en: 'EN' };
const LABELS: Record<Lang, string> = { cn: '简体中文', tw: '繁體中文', en: 'English' };
const TAGS: Record<Lang, string> = { cn: 'zh-Hans', tw: 'zh-Hant', en: 'en' };

/** cn / tw / en as three toggle buttons, each named in its own language. */
export function LanguageSwitch({ lang, label, onChange }: { lang: Lang; label: string; onChange: (lang: Lang) => void }) {
  return (
    <div className="st-lang" role="group" aria-label={label}>
      {LANGS.map((code) => (
        <button key={code} type="button" lang={TAGS[code]} aria-pressed={code === lang} aria-label={LABELS[code]} onClick={() => onChange(code)}>
          {NAMES[code]}
        </button>
      ))}
    </div>
  );
}
