import { Avatar, initialsOf } from '../widgets/index.ts';
import './people.css';

export { initialsOf };

/**
 * The professionals' avatar: the shared widget, decorative (the name is always shown beside it),
 * keeping the `initials-avatar` classes its skeletons and page styles use.
 */
export function InitialsAvatar({
  name,
  fallback,
  size = 'md',
}: {
  name: string | null | undefined;
  fallback?: string;
  size?: 'md' | 'xl';
}) {
  return (
    <Avatar
      name={name ?? null}
      fallback={fallback ?? null}
      size={size}
      decorative
      className={`initials-avatar initials-avatar--${size}`}
    />
  );
}
