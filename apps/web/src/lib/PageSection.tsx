import type { ReactNode } from 'react';
import * as primitives from './primitives.css';

/** A page section with a heading the section is named by. */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={primitives.section}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

