/** A placeholder for shell-less routes (unsubscribe, public profile): brings its own main landmark. */
import { PlaceholderPage } from './placeholder-page.tsx';

export function StandalonePlaceholder({ titleKey }: { titleKey: string }) {
  return (
    <main id="main" className="shell__main">
      <PlaceholderPage titleKey={titleKey} />
    </main>
  );
}
