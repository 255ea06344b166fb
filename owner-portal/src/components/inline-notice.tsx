import type { ReactNode } from 'react';
import styled from 'styled-components';

export type NoticeTone = 'success' | 'danger' | 'warning' | 'info';

const Box = styled.p<{ $tone: NoticeTone }>`
  margin: 0 0 16px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme, $tone }) => theme.color[$tone]};
  background: ${({ theme, $tone }) => theme.color[`${$tone}Soft`]};
`;

/** A message beside the thing it is about: a refusal is announced at once, the rest politely. */
export function InlineNotice({ tone, children }: { tone: NoticeTone; children: ReactNode }) {
  return (
    <Box $tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
