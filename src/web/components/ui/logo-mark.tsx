/** The catalogue's mark (same drawing as public/favicon.svg); sized by attributes so it never shifts layout. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#f2a541" />
      <path d="M5 26V15l6 4v-4l6 4v-4l6 4V7h4v19z" fill="#0b2545" />
      <path d="M5 26h22" stroke="#0b2545" strokeWidth="2" />
    </svg>
  );
}
