export interface StatusPanelProps {
  title: string;
  body?: string;
  action?: { label: string; onClick: () => void } | { label: string; href: string };
}

/** A centred message with one action: empty states, errors, "coming soon". */
export function StatusPanel({ title, body, action }: StatusPanelProps) {
  return (
    <section className="status-panel">
      <h1>{title}</h1>
      {body && <p>{body}</p>}
      {action &&
        ('href' in action ? (
          <a className="button" href={action.href}>
            {action.label}
          </a>
        ) : (
          <button type="button" className="button" onClick={action.onClick}>
            {action.label}
          </button>
        ))}
    </section>
  );
}
