import { useNavigate } from 'react-router-dom';
import { signOut, useAppDispatch, type SessionRole, type SessionUser } from 'shared-api';
import { DropdownMenu } from 'shared-ui';
import styled from 'styled-components';

const signInPageOf: Record<SessionRole, string> = {
  owner: '/owner/signin',
  tenant: '/tenant/signin',
};

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
`;

const Name = styled.span`
  max-width: 160px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;

  @media not all and (min-width: ${({ theme }) => theme.breakpoint.mobile}) {
    position: absolute;
    width: 1px;
    height: 1px;
    clip: rect(0 0 0 0);
  }
`;

const Identity = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;

  span {
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
`;

/** First letters of the first and last word of the name, e.g. "AL" for "Ada King Lovelace". */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

/** The signed-in person's menu: who they are, their profile pages, and signing out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const signOutAndLeave = () => {
    const signedOutRole = dispatch(signOut());
    navigate(signInPageOf[signedOutRole ?? 'owner'], { replace: true });
  };

  return (
    <DropdownMenu
      trigger={
        <>
          <Avatar aria-hidden="true">{initialsOf(user.name)}</Avatar>
          <Name>{user.name}</Name>
        </>
      }
      header={
        <Identity>
          <strong>{user.name}</strong>
          <span>{user.email}</span>
        </Identity>
      }
      items={[
        { label: 'Edit profile', to: '/profile' },
        { label: 'Account settings', to: '/profile' },
        { label: 'Support', to: '/profile' },
        { label: 'Sign out', onSelect: signOutAndLeave, tone: 'danger' },
      ]}
    />
  );
}
