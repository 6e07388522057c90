import { fuzzEveryOperation } from './fuzz-suite.ts';

fuzzEveryOperation('pglite');
