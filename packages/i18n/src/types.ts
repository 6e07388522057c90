export const NAMESPACES = ['common', 'app', 'auth', 'book', 'people', 'emails', 'site'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type Messages = { [key: string]: string | Messages };
