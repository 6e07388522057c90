import { LOGO_VIEW_BOX, logoShapes } from '@sessionbook/design-tokens';
import { createElement } from 'react';

/** React wants camelCase SVG attributes (`stroke-width` → `strokeWidth`). */
const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const SHAPES = logoShapes().map(({ tag, attributes }, index) =>
  createElement(tag, {
    key: index,
    ...Object.fromEntries(Object.entries(attributes).map(([name, value]) => [camel(name), value])),
  }),
);

/**
 * The one Sessionbook logo (docs/design.md), the same drawing as the site's and the e-mails', drawn as
 * elements (Trusted Types allow no HTML strings). It is decoration: the product name beside it, or the
 * link around it, says what it is.
 */
export function Logo({ size }: { size: number }) {
  return (
    <svg
      className="logo"
      viewBox={LOGO_VIEW_BOX}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {SHAPES}
    </svg>
  );
}
