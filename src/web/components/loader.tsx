import { t } from '../lib/i18n';

/** The loading screen: the winery's name in circular text (the same art as index.html). */
export function Loader({ label }: { label: string }) {
  return (
    <div className="loader" role="status" aria-live="polite">
      <svg className="loader-ring" viewBox="0 0 200 200" aria-hidden="true">
        <defs>
          <path id="loader-circle" d="M100,100 m-72,0 a72,72 0 1,1 144,0 a72,72 0 1,1 -144,0" />
        </defs>
        <text>
          <textPath href="#loader-circle" textLength="450">
            {`${t('brand.name')} · PENGLAI · `}
          </textPath>
        </text>
      </svg>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
