import { PAGE_PATHS } from '@lectern/shared-api';

export interface NavLink {
  /** An in-page anchor (its target id exists on the page), or a page of the app. */
  href: `#${string}` | `/${string}`;
  label: string;
}

/** The landing's links: in-page anchors, and Browse Courses (for a visitor, the shell sends it to sign in first). */
export const NAV_LINKS: NavLink[] = [
  { href: '#home', label: 'Home' },
  { href: PAGE_PATHS.courses, label: 'Browse Courses' },
  { href: '#faqs', label: 'FAQs' },
  { href: '#contact', label: 'Contact' },
];

/** The mobile menu has one more link. */
export const MOBILE_NAV_LINKS: NavLink[] = [...NAV_LINKS, { href: '#upload', label: 'Upload' }];
