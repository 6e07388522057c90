import { describe } from 'vitest';
import { databaseKinds } from '../helpers/test-app.ts';
import { fuzzEveryOperation } from './fuzz-suite.ts';

if (databaseKinds.includes('postgres')) fuzzEveryOperation('postgres');
else
  describe.skip('hostile input on every documented operation (postgres): DATABASE_URL is not set', () => {});
