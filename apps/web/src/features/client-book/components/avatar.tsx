import { Avatar as AvatarWidget, initialsOf } from '../../../components/widgets/index.ts';

/** Initials of a name, or of the e-mail / phone standing in for it. */
export function initials(name: string | null | undefined, fallback = '?'): string {
  return initialsOf(name, fallback);
}

/**
 * The client book's avatar: the client's own picture once they have an account with one, else their
 * initials (the shared widget), decorative (the name is printed beside it), keeping the `avatar` class
 * the client-book styles size it by.
 */
export function Avatar({
  name,
  fallback,
  src,
}: {
  name: string | null | undefined;
  fallback?: string | null;
  src?: string | null;
}) {
  return (
    <AvatarWidget
      name={name ?? null}
      fallback={fallback ?? null}
      src={src ?? null}
      size="md"
      decorative
      className="avatar"
    />
  );
}
