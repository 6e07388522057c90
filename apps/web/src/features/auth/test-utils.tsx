/** Test helpers for the auth screens: real catalogs in English, a memory router, mocked session and toast. */
import '../../test/english-now.ts';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router';

/** Renders `element` at `path` (matched by `pattern`), with a probe route showing where navigation went. */
export function renderAt(element: ReactElement, path: InitialEntry = '/', pattern = '*') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="/landed/*" element={<p>landed</p>} />
      </Routes>
    </MemoryRouter>,
  );
}
