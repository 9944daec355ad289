import type { Customer } from '@rsm/shared/schemas';

/** The email sent with a shared playlist; the link opens the web app's shared-playlist page with the token. */
export function shareEmail(
  sender: Customer,
  project: { id: number; name: string },
  token: string,
): { subject: string; body: string } {
  const who = `${sender.first_name} ${sender.last_name}`.trim() || sender.email;
  const link = `/shared-playlists/${project.id}?token=${encodeURIComponent(token)}`;
  return {
    subject: `${who} shared the playlist "${project.name}" with you`,
    body: `${who} shared the playlist "${project.name}" with you.\n\nListen to it here: ${link}\n`,
  };
}
