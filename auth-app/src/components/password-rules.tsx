import { newPassword, passwordMessages } from 'shared-api/contract';
import { VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';

const shownRules = [passwordMessages.tooShort, passwordMessages.needsNumberOrSymbol];

const Rules = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: -8px 0 20px;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Rule = styled.li<{ $met: boolean }>`
  display: inline-flex;
  gap: 6px;
  color: ${({ theme, $met }) => ($met ? theme.color.success : theme.color.textMuted)};
`;

/** The rules a new password must meet, each marked as met while the user types. */
export function PasswordRules({ password }: { password: string }) {
  const unmet = new Set(
    newPassword.safeParse(password).error?.issues.map((issue) => issue.message),
  );
  return (
    <Rules aria-label="Password rules">
      {shownRules.map((rule) => {
        const met = !unmet.has(rule);
        return (
          <Rule key={rule} $met={met}>
            <span aria-hidden="true">{met ? '✓' : '•'}</span>
            {rule}
            <VisuallyHidden>{met ? ' (met)' : ' (not met yet)'}</VisuallyHidden>
          </Rule>
        );
      })}
    </Rules>
  );
}
