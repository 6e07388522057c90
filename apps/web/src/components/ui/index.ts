/** Shared building blocks; styles live in src/styles/global.css and use the tokens of tokens.css. */
export { Button, buttonClass, type ButtonProps, type ButtonVariant } from './button.tsx';
export { Card, type CardProps } from './card.tsx';
export { PageTitle, type PageTitleProps } from './page-title.tsx';
export { TextLink, linkClass, type TextLinkProps } from './link.tsx';
export { MenuContent, type MenuContentProps } from './menu-content.tsx';
