import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const GLOSSARY_DOC_PATH = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/glossary.md');
