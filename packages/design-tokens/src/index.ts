export * from './tokens.ts';
export { appTokensCss, declarations, accentDeclarations, neutralDeclarations } from './css.ts';
export {
  LOGO_VIEW_BOX,
  logoDataUrl,
  logoShapes,
  logoSvg,
  type LogoOptions,
  type LogoShape,
  type LogoSvgOptions,
} from './logo.ts';
export { contrastRatio } from './contrast.ts';
export { emailColours, emailFont, type EmailColours } from './email.ts';
