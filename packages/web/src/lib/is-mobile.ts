/** SPEC §9: mobile detection by user agent (iPhone, iPad, iPod, Android). */
export function isMobileUserAgent(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): boolean {
  return /iPhone|iPad|iPod|Android/i.test(userAgent);
}
