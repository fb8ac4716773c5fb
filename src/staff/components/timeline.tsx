import type { ReactNode } from 'react';

export interface TimelineRow {
  key: string | number;
  /** already formatted for the console's language */
  at: string;
  /** who sent it: "Staff 3", "Member 12", "Payment provider" */
  who: ReactNode;
  /** what happened: "Paid → Shipped" */
  what: ReactNode;
  /** a note or reason */
  note?: ReactNode;
}

/** History rows, oldest at the top: when, who, what, and the note under it. */
export function Timeline({ rows, label, emptyText }: { rows: readonly TimelineRow[]; label: string; emptyText: string }) {
  if (!rows.length) return <p className="st-muted">{emptyText}</p>;
  return (
    <ol className="st-timeline" aria-label={label}>
      {rows.map((row) => (
        <li key={row.key}>
          <div className="st-timeline-what">{row.what}</div>
          <div className="st-timeline-meta">
            <time>{row.at}</time> · <span>{row.who}</span>
          </div>
          {row.note ? <div className="st-timeline-note">{row.note}</div> : null}
        </li>
      ))}
    </ol>
  );
}
