/* The slideshow's own controls; drawn here so the shared icon set stays the site's general one. */
const shapes = {
  prev: <path d="m15 18-6-6 6-6" />,
  next: <path d="m9 18 6-6-6-6" />,
  pause: <path d="M9 6v12M15 6v12" />,
  play: <path d="m8 5 11 7-11 7z" />,
} as const;

export function SlideshowIcon({ name }: { name: keyof typeof shapes }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shapes[name]}
    </svg>
  );
}
