export interface StatusPanelProps {
  title: string;
  body?: string;
  action?: { label: string; onClick: () => void } | { label: string; href: string };
  /** 2 under a page that has its own h1 (the panel stands in for the page's content, not the page) */
  level?: 1 | 2;
  /**
   * The panel reports a failure that took the place of a loading screen: its words are an alert,
   * so a screen reader says them when they appear. The action stays outside the alert.
   */
  alert?: boolean;
}

/** A centred message with one action: empty states, errors, "coming soon". */
export function StatusPanel({ title, body, action, level = 1, alert = false }: StatusPanelProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const words = (
    <>
      <Heading>{title}</Heading>
      {body && <p>{body}</p>}
    </>
  );
  return (
    <section className={level === 1 ? 'status-panel' : 'status-panel is-section'}>
      {alert ? <div role="alert">{words}</div> : words}
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
