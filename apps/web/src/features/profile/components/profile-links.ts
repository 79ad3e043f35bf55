/** Profile page URLs of the usernames a profile stores. */
export function githubUrl(username: string) {
  return `https://github.com/${encodeURIComponent(username)}`;
}

export function linkedinUrl(username: string) {
  return `https://www.linkedin.com/in/${encodeURIComponent(username)}`;
}

/** Accepts a pasted profile URL and keeps just the username ('https://github.com/ada' -> 'ada'). */
export function usernameFrom(value: string, host: 'github.com' | 'linkedin.com'): string {
  const trimmed = value.trim().replace(/^@/, '');
  const pattern =
    host === 'github.com'
      ? /^(?:https?:\/\/)?(?:www\.)?github\.com\/([^/?#\s]+)\/?(?:[?#].*)?$/i
      : /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/([^/?#\s]+)\/?(?:[?#].*)?$/i;
  const match = pattern.exec(trimmed);
  return match?.[1] ?? trimmed;
}
