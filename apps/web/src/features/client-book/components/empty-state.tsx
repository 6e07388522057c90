import type { ReactNode } from 'react';

/** A friendly empty list: what is missing and the action that fills it. */
export function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <h2 className="empty-state__title">{title}</h2>
      <p className="muted">{text}</p>
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
