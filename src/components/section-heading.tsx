import type { ReactNode } from 'react';
import { text } from '../styles/text.css';
import { sectionHeading } from './section-heading.css';

type SectionHeadingProps = { id?: string; title: string; action?: ReactNode };

/** An h2 with an optional link on the right, as in "Projects · View All". */
export function SectionHeading({ id, title, action }: SectionHeadingProps) {
  return (
    <div className={sectionHeading}>
      <h2 id={id} className={text.h2}>
        {title}
      </h2>
      {action}
    </div>
  );
}
