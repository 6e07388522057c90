// `npm run glossary:write -w @sessionbook/i18n`: writes docs/glossary.md from the glossary.
import { writeFileSync } from 'node:fs';
import { glossaryMarkdown } from './glossary-doc.ts';
import { GLOSSARY_DOC_PATH } from './glossary-doc-path.ts';

writeFileSync(GLOSSARY_DOC_PATH, glossaryMarkdown());
console.log(`wrote ${GLOSSARY_DOC_PATH}`);
