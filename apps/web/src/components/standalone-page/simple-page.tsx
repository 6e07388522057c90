import type { ReactNode } from 'react';
import { Card, PageTitle } from '../ui/index.ts';
import { BrandMark } from './brand-mark.tsx';
import './simple-page.css';

/**
 * The frame of the stand-alone pages (not found, error, bye, profile not public): no shell, one calm
 * card.
 */
export function SimplePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="simple-page" id="main">
      <div className="simple-page__column">
        <BrandMark />
        <Card as="section" className="simple-page__card">
          <PageTitle title={title} />
          {children}
        </Card>
      </div>
    </main>
  );
}
