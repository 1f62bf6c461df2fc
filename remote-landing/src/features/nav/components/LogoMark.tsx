/** The Lectern mark: an open book resting on a lectern. Decorative; the word names the link. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#2f3fc4" />
      <path d="M6 10.5c3.2-1.4 6.6-1.4 10 .8 3.4-2.2 6.8-2.2 10-.8V22c-3.2-1.4-6.6-1.4-10 .8-3.4-2.2-6.8-2.2-10-.8z" fill="#fff" />
      <path d="M16 11.3v11.5" stroke="#2f3fc4" strokeWidth="1.6" />
      <path d="M12 26h8" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
