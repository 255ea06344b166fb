import styled, { keyframes } from 'styled-components';
import { CardFrame } from '../card/card';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

const shimmer = keyframes`50% { opacity: 0.45; }`;

const Bone = styled.div<{ $width: string; $height: string }>`
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  margin-bottom: 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 20px;
`;

/** The grey outline of a card whose content is still loading. */
export function SkeletonCard() {
  return (
    <CardFrame aria-busy="true">
      <Bone $width="100%" $height="140px" />
      <Bone $width="70%" $height="18px" />
      <Bone $width="45%" $height="14px" />
      <Bone $width="55%" $height="14px" />
    </CardFrame>
  );
}

/** A grid of skeleton cards, announced once as loading; the properties list shows six. */
export function SkeletonCards({
  count = 6,
  label = 'Loading',
}: {
  count?: number;
  label?: string;
}) {
  return (
    <Grid role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <SkeletonCard key={index} />
      ))}
    </Grid>
  );
}
