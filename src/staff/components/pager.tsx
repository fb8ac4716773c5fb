/** Previous / next with "page 2 of 7"; both buttons stay in place, disabled at the ends. */
export function Pager({
  page,
  pages,
  onPage,
  label,
  previousLabel,
  nextLabel,
  disabled,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** "Page 2 of 7" in the console's language */
  label: string;
  previousLabel: string;
  nextLabel: string;
  disabled?: boolean;
}) {
  return (
    <nav className="st-pager" aria-label={label}>
      <button type="button" className="st-button" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        {previousLabel}
      </button>
      <span aria-current="page">{label}</span>
      <button type="button" className="st-button" disabled={disabled || page >= pages} onClick={() => onPage(page + 1)}>
        {nextLabel}
      </button>
    </nav>
  );
}
