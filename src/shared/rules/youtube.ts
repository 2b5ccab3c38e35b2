const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
]);
// Paths whose next segment is the id: /embed/ID, /shorts/ID, /live/ID, /v/ID.
const ID_PATHS = new Set(['embed', 'shorts', 'live', 'v']);

/**
 * The 11-character video id of a YouTube id or link (watch?v=, youtu.be/, embed/, shorts/, live/),
 * or null when the value is neither.
 */
export function extractYoutubeId(value: string): string | null {
  const trimmed = value.trim();
  if (VIDEO_ID.test(trimmed)) return trimmed;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (!HOSTS.has(url.hostname.toLowerCase())) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined;
  if (url.hostname.toLowerCase() === 'youtu.be') candidate = segments[0];
  else if (segments[0] === 'watch') candidate = url.searchParams.get('v');
  else if (ID_PATHS.has(segments[0] ?? '')) candidate = segments[1];
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}`;
}
