import type { ReactNode } from 'react';

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A short state in a coloured pill: a status, a role, "disabled". The text says it; colour only helps. */
export function StatusBadge({ tone = 'neutral', children, title }: { tone?: Tone; children: ReactNode; title?: string }) {
  return (
    <span className={`st-badge st-badge-${tone}`} title={title}>
      {children}
    </span>
  );
}
