export interface NavLink {
  href: `#${string}`;
  label: string;
}

/** In-page anchors of the landing page; each target id exists on the page. */
export const NAV_LINKS: NavLink[] = [
  { href: '#home', label: 'Home' },
  { href: '#browse', label: 'Browse Courses' },
  { href: '#faqs', label: 'FAQs' },
  { href: '#contact', label: 'Contact' },
];

/** The mobile menu has one more link. */
export const MOBILE_NAV_LINKS: NavLink[] = [...NAV_LINKS, { href: '#upload', label: 'Upload' }];
