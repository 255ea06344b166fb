import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  selectSessionRole,
  selectSessionUser,
  useAppSelector,
  useGetPropertiesQuery,
} from 'shared-api';
import { AuthLayout, PageHeading, SkeletonCards, StageLabels } from 'shared-ui';
import { PropertyForm } from 'shared-features';
import { PersonalDetailsForm } from './personal-details-form';

const stages = ['Sign up', 'Personal Details', 'Add property'] as const;
type Stage = (typeof stages)[number];

/**
 * After registration: the owner's phone, then their first property; signing up is behind them. A
 * stage already done is not asked again: with a phone saved it opens on the property, and with a
 * property as well onboarding is over and the dashboard opens.
 */
export function OwnerOnboardingPage() {
  const owner = useAppSelector(selectSessionUser);
  const role = useAppSelector(selectSessionRole);
  const navigate = useNavigate();
  // As the page opened: an owner with a phone saved may have listed a property already too.
  const [hadPhone] = useState(() => role === 'owner' && Boolean(owner?.phone));
  const [stage, setStage] = useState<Stage>(hadPhone ? 'Add property' : 'Personal Details');
  const properties = useGetPropertiesQuery({ limit: 1 }, { skip: !hadPhone });

  if (!owner || role !== 'owner') return <Navigate to="/owner/signin" replace />;
  if (properties.isLoading) {
    return (
      <AuthLayout>
        <SkeletonCards count={1} label="Loading your account" />
      </AuthLayout>
    );
  }
  if (hadPhone && (properties.data?.total ?? 0) > 0) return <Navigate to="/owner" replace />;

  return (
    <AuthLayout>
      <StageLabels stages={stages} currentIndex={stages.indexOf(stage)} label="Onboarding" />
      {stage === 'Personal Details' ? (
        <PersonalDetailsForm owner={owner} onSaved={() => setStage('Add property')} />
      ) : (
        <>
          <PageHeading
            title="List your first property"
            description="Add the property you want to lease: its address, units and monthly rent."
          />
          <PropertyForm onCreated={() => navigate('/')} />
        </>
      )}
    </AuthLayout>
  );
}
