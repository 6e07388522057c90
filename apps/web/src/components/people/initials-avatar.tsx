import { Avatar, initialsOf } from '../widgets/index.ts';
import './people.css';

export { initialsOf };

/**
 * The professionals' avatar: their uploaded picture, else their initials (the shared widget),
 * decorative (the name is always shown beside it), keeping the `initials-avatar` classes its skeletons
 * and page styles use.
 */
export function InitialsAvatar({
  name,
  fallback,
  src,
  size = 'md',
}: {
  name: string | null | undefined;
  fallback?: string;
  /** The picture's address (`avatar` of the API), or null for initials. */
  src?: string | null | undefined;
  size?: 'md' | 'xl';
}) {
  return (
    <Avatar
      name={name ?? null}
      fallback={fallback ?? null}
      src={src ?? null}
      size={size}
      decorative
      className={`initials-avatar initials-avatar--${size}`}
    />
  );
}
