/** Shared building blocks; styles live in src/styles/global.css and use the tokens of tokens.css. */
export { Button, buttonClass, type ButtonProps, type ButtonVariant } from './button.tsx';
export { Card, type CardProps } from './card.tsx';
export { PageTitle, type PageTitleProps } from './page-title.tsx';
export { TextLink, linkClass, type TextLinkProps } from './link.tsx';
export { AsOf, formatLoadedAt, type ShownQuery } from './as-of.tsx';
export { Logo } from './logo.tsx';
// MenuContent is imported from ./menu-content.tsx directly: it carries Radix's menu and floating-ui
// (about 28 kB gzipped), and a re-export here put them into the first load of every screen that
// uses a Button (a barrel's module is part of its importer's static graph; docs/performance.md).
