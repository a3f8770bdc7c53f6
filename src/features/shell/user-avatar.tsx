import { Avatar } from '@mantine/core';
import type { Session } from '@/lib/session';

function initials(session: Session): string {
  const letters = `${session.firstName.charAt(0)}${session.lastName.charAt(0)}`.toUpperCase();
  return letters || session.user?.Email.charAt(0).toUpperCase() || '?';
}

/** The profile picture, or a blank avatar with the user's initials. */
export function UserAvatar({ session, size = 34 }: { session: Session; size?: number }) {
  const name = `${session.firstName} ${session.lastName}`.trim();
  return (
    <Avatar src={session.profilePicture || null} alt={name} size={size} radius="xl" color="haulbase">
      {initials(session)}
    </Avatar>
  );
}
