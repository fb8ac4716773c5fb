import type { ReactNode } from 'react';
import { StatePanel } from './state-panel';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** numbers and amounts line up on the right */
  align?: 'start' | 'end';
  /** a CSS width, e.g. '8rem' */
  width?: string;
  /** long text may wrap (other cells stay on one line) */
  wrap?: boolean;
}

export interface DataTableProps<T> {
  /** read by screen readers: what the table lists */
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** `loading` shows the rows there are under a busy line (or a loading line when none) */
  status: 'loading' | 'ready' | 'failed';
  /** the failure's message */
  error?: string | null;
  onRetry?: () => void;
  emptyText: string;
  loadingText: string;
  retryLabel?: string;
  /** the row's page: the first column's content becomes a link to it */
  rowHref?: (row: T) => string;
  footer?: ReactNode;
}

/**
 * The console's table: the header sticks while the body scrolls (inside its own scroll box, so a
 * wide table scrolls sideways on a phone without moving the page), one line per row, numbers on
 * the right, and its loading, empty and failed states in the body. A row's link is a real link in
 * its first cell (keyboard and middle-click work); the rest of the row clicks through to it.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, columns, rows, rowKey, status, error, onRetry, emptyText, loadingText, retryLabel, rowHref, footer } = props;
  const state =
    status === 'failed' ? (
      <StatePanel kind="failed" message={error ?? ''} onRetry={onRetry} retryLabel={retryLabel} />
    ) : status === 'loading' && rows.length === 0 ? (
      <StatePanel kind="loading" message={loadingText} />
    ) : status === 'ready' && rows.length === 0 ? (
      <StatePanel kind="empty" message={emptyText} />
    ) : null;
  return (
    <div className="st-table-block">
      <div className="st-table-scroll" aria-busy={status === 'loading'}>
        <table className={`st-table${status === 'loading' && rows.length ? ' st-table-busy' : ''}`}>
          <caption className="st-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" style={column.width ? { width: column.width } : undefined} className={column.align === 'end' ? 'st-end' : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {state ? (
              <tr className="st-table-state">
                <td colSpan={columns.length}>{state}</td>
              </tr>
            ) : (
              rows.map((row) => {
                const href = rowHref?.(row);
                return (
                  <tr
                    key={rowKey(row)}
                    className={href ? 'st-row-link' : undefined}
                    onClick={
                      href
                        ? (event) => {
                            if ((event.target as HTMLElement).closest('a, button, input, select, textarea')) return;
                            location.hash = href.replace(/^#/, '');
                          }
                        : undefined
                    }
                  >
                    {columns.map((column, k) => {
                      const content = column.cell(row);
                      const classes = [column.align === 'end' ? 'st-end' : '', column.wrap ? 'st-wrap' : ''].filter(Boolean).join(' ');
                      return (
                        <td key={column.key} className={classes || undefined}>
                          {k === 0 && href ? <a href={href}>{content}</a> : content}
                        </td>
                      );
                    })}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {footer ? <div className="st-table-footer">{footer}</div> : null}
    </div>
  );
}
